// Token amounts (pure): cross-token conversion, values, the native FTM pseudo-token, send amounts.
export {
  type ComputeTokenAmountForValueParameters,
  type ComputeTokenValueParameters,
  computeTokenAmountForValue,
  computeTokenValue,
} from './computeTokenValue.js'
export { type ConvertTokenAmountParameters, convertTokenAmount } from './convertTokenAmount.js'
export { createNativeFtmToken, isNativeFtmToken, type NativeFtmToken } from './nativeToken.js'
export { TransferRuleError, type TransferRuleErrorCode, transferMessages } from './TransferRuleError.js'
export {
  computeEntireBalanceAmount,
  computeTransferableBalance,
  type FtmBalanceParameters,
  type ValidateTransferAmountParameters,
  validateTransferAmount,
} from './transferAmount.js'
export type { PricedToken } from './types.js'
