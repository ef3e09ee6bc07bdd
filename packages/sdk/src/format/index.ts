export { assertDecimals } from './assertDecimals.js'
export { computeDisplayDecimals } from './computeDisplayDecimals.js'
export {
  type FormatAmountOptions,
  formatAmount,
  formatPrice,
  SMALL_VALUE_SIGNIFICANT_DIGITS,
} from './formatAmount.js'
export { type Currency, type FormatFiatOptions, formatFiat, formatFiatValue } from './formatFiat.js'
export { formatPercent } from './formatPercent.js'
export { type FormatShortAddressOptions, formatShortAddress } from './formatShortAddress.js'
export { type FormatTokenValueOptions, formatTokenValue, TRUNCATION_MARK } from './formatTokenValue.js'
export { formatFtm, formatUnits } from './formatUnits.js'
export { isSameAddress } from './isSameAddress.js'
export { parseAmountInput, parseFtm, parseUnits } from './parseUnits.js'
export { isChecksumAddress, isHexAddress, toChecksumAddress } from './toChecksumAddress.js'
export { toDecimalString } from './toDecimalString.js'
export { truncatePrice } from './truncatePrice.js'
