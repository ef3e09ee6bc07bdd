import type { BridgeDirection, SendDirection } from '@ftm-wallet/sdk'
import type { BridgeSendParams } from '@ftm-wallet/sdk/machines'
import { useCallback, useState } from 'react'
import type { ContactRow } from '../../contacts/ContactList.js'
import { BridgeRequestList } from './BridgeRequestList.js'
import { BridgeSendForm } from './BridgeSendForm.js'
import { BridgeSendRunner } from './BridgeSendRunner.js'
import { SendDirectionChoice } from './SendDirectionChoice.js'
import { useBridgeClient } from './useBridgeClient.js'
import { useBridgeRequests } from './useBridgeRequests.js'

export interface BridgeSendProps {
  direction: BridgeDirection
  onDirectionChange: (direction: SendDirection) => void
  available: bigint | undefined
  entireBalance: bigint | undefined
  contacts: readonly ContactRow[]
  /** The flow ended: 'closed' after success, 'cancelled' after a reject, a failure or Back. */
  onEnd: (outcome: 'closed' | 'cancelled') => void
}

/** A send over the bridge: the direction choice and form, then the bridge flow until it completes. */
export function BridgeSend(props: BridgeSendProps) {
  const { direction, onDirectionChange, onEnd } = props
  const availability = useBridgeClient()
  // Stored requests are resumed as soon as the bridge answers (a reload keeps them).
  const { store, requests } = useBridgeRequests(
    availability.status === 'ready' ? availability.bridge : undefined,
  )
  const [params, setParams] = useState<BridgeSendParams | undefined>()
  const end = useCallback(
    (outcome: 'closed' | 'cancelled') => {
      if (outcome === 'cancelled') setParams(undefined)
      onEnd(outcome)
    },
    [onEnd],
  )

  if (params && availability.status === 'ready') {
    return (
      <BridgeSendRunner params={params} bridge={availability.bridge} bridgeRequests={store} onEnd={end} />
    )
  }
  return (
    <>
      <SendDirectionChoice value={direction} onChange={onDirectionChange} />
      <BridgeSendForm
        key={direction}
        direction={direction}
        available={props.available}
        entireBalance={props.entireBalance}
        bridge={availability.status}
        contacts={props.contacts}
        onSubmit={({ amount, targetAddress, memo }) => setParams({ direction, amount, targetAddress, memo })}
      />
      <BridgeRequestList requests={requests} />
    </>
  )
}
