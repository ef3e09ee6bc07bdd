import { b } from './cycleB.js'

export const a = (): number => b() + 1
