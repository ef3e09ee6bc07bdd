import { useWallet } from '@ftm-wallet/react'
import { useEffect } from 'react'
import { rememberPairs } from '../pair/pairMemory.js'
import { PoolsTable } from './PoolsTable.js'
import { useSwapAreaData } from './useSwapAreaData.js'

/** funiswap-pools: every pair with the account's position. */
export function PoolsPage() {
  const { address, pairs } = useSwapAreaData()
  const { chainId } = useWallet().network
  // The pair page opened from here draws its charts without waiting for its pair (docs/behaviour/pair-detail.md#charts).
  useEffect(() => {
    if (pairs.data) rememberPairs(chainId, pairs.data)
  }, [chainId, pairs.data])
  return (
    <section className="card stack" aria-labelledby="pools-title">
      <h2 id="pools-title">Pools</h2>
      {pairs.error && <p role="alert">{pairs.error.message}</p>}
      {/* 'No pairs' only for an answer without pairs, never for a failed load
          (docs/behaviour/swap-and-liquidity.md#screens). */}
      {pairs.data ? (
        <PoolsTable pairs={pairs.data} address={address} />
      ) : (
        pairs.isPending && <p aria-busy="true">Loading…</p>
      )}
    </section>
  )
}
