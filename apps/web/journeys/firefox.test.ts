import { journeysIn } from './run.ts'

journeysIn('firefox')
