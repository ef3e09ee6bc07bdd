// Gas math (pure): docs/behaviour/transactions.md#gas.
export { computeGasLimit } from './computeGasLimit.js'
export { computeGasPrice } from './computeGasPrice.js'
export { type ComputeGasWarningParameters, computeGasWarning } from './computeGasWarning.js'
export {
  type ComputeRemainingBalanceParameters,
  computeMaxRemainingBalance,
  computeRemainingBalance,
} from './computeRemainingBalance.js'
export { computeTransactionFee } from './computeTransactionFee.js'
export {
  type ComputeTransactionGasParameters,
  computeTransactionGas,
  type TransactionGas,
} from './computeTransactionGas.js'
export { GasInputError } from './errors.js'
export { gasMessages } from './messages.js'
