import { BRIDGE_FINALIZE_MAX_TRIES, BRIDGE_FINALIZE_POLL_INTERVAL } from '@ftm-wallet/sdk'
import type { ReactNode } from 'react'
import { useExplorer } from '../../../ui/useExplorer.js'

export interface BridgeCompletingProps {
  /** The chain that receives (Binance Chain, Ethereum). */
  chain: string
  /** The deposit transaction on Opera. */
  hash: string | null
  /** The bridge's status of the receiving address. */
  children?: ReactNode
}

/**
 * The completing stage of a bridge send (docs/behaviour/bridge.md#completing): the machine asks the bridge to
 * finalize until it is done.
 */
export function BridgeCompleting({ chain, hash, children }: BridgeCompletingProps) {
  const explorer = useExplorer()
  return (
    <div className="stack" role="status" aria-busy="true" data-testid="bridge-completing">
      <h2>Completing</h2>
      <p>
        Your FTM reached the bridge. It is completing the transfer to {chain}: it is asked every{' '}
        {BRIDGE_FINALIZE_POLL_INTERVAL / 1000} s, at most {BRIDGE_FINALIZE_MAX_TRIES} times.
      </p>
      {hash && (
        <p className="break-all">
          Transaction hash:{' '}
          <a href={explorer.transaction(hash)} target="_blank" rel="noopener noreferrer">
            {hash}
          </a>
        </p>
      )}
      {children}
    </div>
  )
}
