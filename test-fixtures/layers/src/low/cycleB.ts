import type { a } from './cycleA.js'

export const b = (): number => 1
export type A = typeof a
