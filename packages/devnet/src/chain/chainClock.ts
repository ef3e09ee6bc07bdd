import type { JsonRpcProvider } from 'ethers'

/** Timestamp (unix s) of the latest block. */
export async function getChainTime(provider: JsonRpcProvider): Promise<number> {
  const block = await provider.getBlock('latest')
  if (!block) throw new Error('the chain has no latest block')
  return block.timestamp
}

/**
 * Sets anvil's clock so the next block is stamped `timestamp` (never earlier than the latest block + 1).
 * Returns the time that was set.
 */
export async function setChainTime(provider: JsonRpcProvider, timestamp: number): Promise<number> {
  const target = Math.max(Math.floor(timestamp), (await getChainTime(provider)) + 1)
  await provider.send('evm_setTime', [target])
  return target
}
