import type { BridgeDirection, SendDirection } from '@ftm-wallet/sdk'

/**
 * One choice of the send form's direction (docs/behaviour/bridge.md#directions: OperaToOpera, OperaToBinance,
 * OperaToEthereum).
 */
export interface SendDirectionOption {
  value: SendDirection
  /** The spec names the directions but gives no labels; these are ours. */
  label: string
  /** The chain that receives, for the address label and the contact picker. */
  chain: string
  blockchain: 'fantom' | 'binance' | 'ethereum'
}

export const SEND_DIRECTION_OPTIONS: readonly SendDirectionOption[] = [
  { value: 'OperaToOpera', label: 'Opera → Opera', chain: 'Opera', blockchain: 'fantom' },
  { value: 'OperaToBinance', label: 'Opera → Binance Chain', chain: 'Binance Chain', blockchain: 'binance' },
  { value: 'OperaToEthereum', label: 'Opera → Ethereum', chain: 'Ethereum', blockchain: 'ethereum' },
]

/** The option of a direction. */
export function getSendDirectionOption(direction: SendDirection): SendDirectionOption {
  return (
    SEND_DIRECTION_OPTIONS.find((o) => o.value === direction) ??
    (SEND_DIRECTION_OPTIONS[0] as SendDirectionOption)
  )
}

/** Bridge directions get the bridge form; OperaToOpera the ordinary send form. */
export function isBridgeDirection(direction: SendDirection): direction is BridgeDirection {
  return direction !== 'OperaToOpera'
}

/**
 * Per-direction address field (docs/behaviour/bridge.md#directions: bnb_address, eth_address) and whether a memo is
 * offered.
 */
export function getBridgeAddressField(direction: BridgeDirection): { label: string; withMemo: boolean } {
  return direction === 'OperaToBinance'
    ? { label: 'BNB Receive Address', withMemo: true }
    : // docs/behaviour/bridge.md#directions: the memo is hidden for the Ethereum direction.
      { label: 'ETH Receive Address', withMemo: false }
}
