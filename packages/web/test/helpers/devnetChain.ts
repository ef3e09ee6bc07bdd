// Reading the run's devnet directly in web tests (inject('devnet')), beside what the app shows.
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { getAddress } from 'ethers'
import { inject } from 'vitest'

/** An address's balance in wei, from the devnet's JSON-RPC node. */
export async function balanceOf(address: string): Promise<bigint> {
  const response = await fetch(inject('devnet').rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
  })
  return BigInt(((await response.json()) as { result: string }).result)
}

/** A fresh random address (checksummed): on this run's chain it holds only what a test sends it. */
export function freshAddress(): string {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => b.toString(16).padStart(2, '0'))
  return getAddress(`0x${hex.join('')}`)
}
