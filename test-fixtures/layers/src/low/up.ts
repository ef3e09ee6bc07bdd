import { top } from '../high/top.js'

export const up = top + 1
