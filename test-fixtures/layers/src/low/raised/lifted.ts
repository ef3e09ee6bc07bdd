import { top } from '../../high/top.js'

export const lifted = top
