import { journeysIn } from './run.ts'

journeysIn('chromium')
