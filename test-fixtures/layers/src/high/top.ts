import { base } from '../low/base.js'

export const top = base + 1
