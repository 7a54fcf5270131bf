import type { PartCatalogue } from '../en'

export const notifications: PartCatalogue<'notifications'> = {}
