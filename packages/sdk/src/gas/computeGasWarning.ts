import { MAX_GAS_LIMIT } from '../constants/gas.js'
import { gasMessages } from './messages.js'

export interface ComputeGasWarningParameters {
  /** The account's FTM balance, in wei. */
  balance: bigint
  /** The gas price the transaction will use, in wei. */
  gasPrice: bigint
}

/**
 * The "not enough FTM for gas" warning of a form: shown (and submit disabled) when the FTM balance cannot pay one
 * transaction at the maximum gas limit, 500,000 (docs/behaviour/transactions.md#gas). Used by the fMint pages and the
 * token send form, whose fee is paid in FTM whatever is sent.
 */
export function computeGasWarning({ balance, gasPrice }: ComputeGasWarningParameters): string | undefined {
  return balance < gasPrice * MAX_GAS_LIMIT ? gasMessages.insufficientGas : undefined
}
