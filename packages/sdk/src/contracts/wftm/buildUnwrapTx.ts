import { assertAddress, assertAmount } from '../assertions.js'
import { ContractInputError } from '../ContractInputError.js'
import { encodeCall } from '../encodeCall.js'
import type { UnsignedCall } from '../types.js'
import { wftmInterface } from './abi.js'

export interface BuildUnwrapTxParameters {
  wftm: string
  /** WFTM base units to unwrap (more than 0); the whole balance when the user picked the maximum. */
  amount: bigint
}

/** WFTM `withdraw(amount)`: unwraps WFTM back to FTM. */
export function buildUnwrapTx(parameters: BuildUnwrapTxParameters): UnsignedCall {
  const wftm = assertAddress(parameters.wftm, 'wftm')
  const amount = assertAmount(parameters.amount, 'amount')
  // WFTM answers a 0 amount with error code 1 instead of reverting: mined as a no-op that costs gas
  // (docs/chain-and-api.md#real-api-behaviours, C1). Refused before anything is signed.
  if (amount === 0n)
    throw new ContractInputError('CONTRACT_INVALID_AMOUNT', 'Nothing to unwrap: the amount is 0', {
      details: { field: 'amount' },
    })
  return encodeCall(wftmInterface, wftm, 'withdraw', [amount])
}
