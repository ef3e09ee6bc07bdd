import type { BridgeClient, BridgeDirection } from '@ftm-wallet/sdk'
import { getSendDirectionOption } from './sendDirections.js'
import { useBridgeBalance } from './useBridgeBalance.js'

export interface BridgeBalanceLineProps {
  bridge: BridgeClient
  direction: BridgeDirection
  address: string
  /** Keep asking every 3 s (while completing and once done, until the credit shows). */
  watch: boolean
}

/** The receiving address's balance on the other chain, as the bridge reports it. */
export function BridgeBalanceLine({ bridge, direction, address, watch }: BridgeBalanceLineProps) {
  const { data, error } = useBridgeBalance({ bridge, direction, address, watch })
  const chain = getSendDirectionOption(direction).chain
  if (error) return <p className="muted">{error.message}</p>
  if (!data) return null
  return (
    <p data-testid="bridge-balance" aria-live="polite">
      Balance on {chain}: {data.balance} FTM
      {data.pendingBalance ? `, pending ${data.pendingBalance} FTM` : ''}
    </p>
  )
}
