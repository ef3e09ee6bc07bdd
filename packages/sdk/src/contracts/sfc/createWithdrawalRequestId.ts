/**
 * A fresh withdrawal request id for `undelegate`: a random uint32 plus one, so never 0
 * (docs/chain-and-api.md#sfc). Uses `crypto.getRandomValues`.
 */
export function createWithdrawalRequestId(): bigint {
  const word = new Uint32Array(1)
  globalThis.crypto.getRandomValues(word)
  return BigInt(word[0] ?? 0) + 1n
}
