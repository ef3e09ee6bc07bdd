import { formatUnits } from '@ftm-wallet/sdk'
import { useState } from 'react'
import { isDevnetNetwork } from '../../platform/devnetInfo.js'

export interface GetTestFtmButtonProps {
  address: string
  network: { chainId: number; apiUrls: readonly string[] }
}

type State = { kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; text: string }

/**
 * 'Get test FTM' on the devnet only: asks the devnet's faucet (`POST /devnet/faucet`, beside its API) for 1000 FTM
 * for the address and says what arrived (docs/chain-and-api.md#devnet).
 */
export function GetTestFtmButton({ address, network }: GetTestFtmButtonProps) {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const apiUrl = network.apiUrls[0]
  if (!isDevnetNetwork({ chainId: network.chainId, apiUrls: [...network.apiUrls] }) || !apiUrl) return null
  const get = async () => {
    setState({ kind: 'busy' })
    try {
      const response = await fetch(new URL('/devnet/faucet', apiUrl), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ address }),
      })
      const body = (await response.json()) as { amount?: string; error?: string }
      if (!response.ok || body.amount === undefined) throw new Error(body.error ?? `HTTP ${response.status}`)
      setState({ kind: 'done', text: `${formatUnits(BigInt(body.amount))} test FTM received` })
    } catch (error) {
      setState({ kind: 'error', text: `The devnet faucet failed: ${(error as Error).message}` })
    }
  }
  return (
    <div className="row">
      <button type="button" className="btn btn-secondary" disabled={state.kind === 'busy'} onClick={get}>
        Get test FTM
      </button>
      <div
        role="status"
        className={
          state.kind === 'done'
            ? 'message message-success'
            : state.kind === 'error'
              ? 'message message-error'
              : undefined
        }
      >
        {state.kind === 'done' || state.kind === 'error' ? state.text : ''}
      </div>
    </div>
  )
}
