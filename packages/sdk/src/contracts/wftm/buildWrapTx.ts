import { assertAddress, assertAmount } from '../assertions.js'
import { ContractInputError } from '../ContractInputError.js'
import { encodeCall } from '../encodeCall.js'
import type { UnsignedCall } from '../types.js'
import { wftmInterface } from './abi.js'

export interface BuildWrapTxParameters {
  /** WFTM address (the `defiTokens` entry with `canWrapFTM`). */
  wftm: string
  /** Wei of FTM to wrap, sent as value; more than 0. */
  amount: bigint
}

/** WFTM `deposit()` with the amount as value: wraps FTM (plain transfers to WFTM revert). */
export function buildWrapTx(parameters: BuildWrapTxParameters): UnsignedCall {
  const wftm = assertAddress(parameters.wftm, 'wftm')
  const amount = assertAmount(parameters.amount, 'amount')
  // WFTM answers a 0 amount with error code 1 instead of reverting: mined as a no-op that costs gas
  // (docs/chain-and-api.md#real-api-behaviours, C1). Refused before anything is signed.
  if (amount === 0n)
    throw new ContractInputError('CONTRACT_INVALID_AMOUNT', 'Nothing to wrap: the amount is 0', {
      details: { field: 'amount' },
    })
  return encodeCall(wftmInterface, wftm, 'deposit', [], amount)
}
