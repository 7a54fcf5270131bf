'use client'

import { unstable_serialize } from 'swr/infinite'
import { feedKey } from './keys'

/**
 * Where SWR keeps the signed-in feed's loaded pages as one list (SWR's own spelling of it). A
 * module of its own: the other keys are needed by a guest's first view, which SWR stays out of.
 */
export const feedListKey: string = unstable_serialize(feedKey)
