import { up } from '../low/up.js'
import { top } from './top.js'

export const checked = up === top + 1
