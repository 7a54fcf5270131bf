import { journeysIn } from './run.ts'

journeysIn('webkit')
