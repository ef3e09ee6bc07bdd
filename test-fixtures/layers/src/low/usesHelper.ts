import { helper } from './helper.test-util.js'

export const usesHelper = helper
