import type { GasBuffer } from '../constants/networks.js'
import { mainnet } from '../constants/networks.js'
import { assertNonNegative, GasInputError } from './errors.js'

/**
 * Gas limit = the node's estimate plus the network's buffer: `ceil(estimate × multiplierBps / 10000) + add`.
 * Mainnet and testnet: estimate + 2000 (docs/behaviour/transactions.md#gas); the devnet preset uses ×1.5 + 50,000.
 */
export function computeGasLimit(estimate: bigint, gasBuffer: GasBuffer = mainnet.gasBuffer): bigint {
  assertNonNegative(estimate, 'estimate')
  const { multiplierBps, add } = gasBuffer
  if (!Number.isInteger(multiplierBps) || multiplierBps < 10_000 || !Number.isInteger(add) || add < 0) {
    throw new GasInputError('gasBuffer must not lower the estimate')
  }
  const scaled = (estimate * BigInt(multiplierBps) + 9_999n) / 10_000n
  return scaled + BigInt(add)
}
