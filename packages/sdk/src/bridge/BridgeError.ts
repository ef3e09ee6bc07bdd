import { WalletError, type WalletErrorOptions } from '../errors/WalletError.js'

/** The bridge's numbered error codes (docs/behaviour/bridge.md#errors) and their stable string codes. */
export const BRIDGE_ERROR_CODES = {
  1: 'BRIDGE_BAD_ETH_ADDRESS',
  2: 'BRIDGE_BAD_BNB_ADDRESS',
  3: 'BRIDGE_SWAP_FAILED',
  4: 'BRIDGE_FINALIZE_FAILED',
  5: 'BRIDGE_BAD_PARAMETERS',
  6: 'BRIDGE_DOWN',
} as const

export type BridgeErrorNumber = keyof typeof BRIDGE_ERROR_CODES
export type BridgeErrorCode = (typeof BRIDGE_ERROR_CODES)[BridgeErrorNumber]

/** Fixed messages of codes 1, 2, 5, 6; codes 3 and 4 carry the server's message (docs/behaviour/bridge.md#errors). */
export const BRIDGE_ERROR_MESSAGES: Readonly<Record<BridgeErrorNumber, string>> = {
  1: 'Ethereum address is invalid',
  2: 'Binance address is invalid',
  /** Ours: only shown when the server gave no message. */
  3: 'The bridge refused the swap',
  /** Ours: only shown when the server gave no message. */
  4: 'The bridge could not finalize the swap',
  5: 'Bad parameters',
  6: 'Bridge is down',
}

/** A bridge call failed; `bridgeCode` is the original's number (1–6), `code` its stable name. */
export class BridgeError extends WalletError<BridgeErrorCode> {
  override readonly name = 'BridgeError'
  readonly bridgeCode: BridgeErrorNumber

  constructor(bridgeCode: BridgeErrorNumber, message?: string, options: WalletErrorOptions = {}) {
    super(BRIDGE_ERROR_CODES[bridgeCode], message || BRIDGE_ERROR_MESSAGES[bridgeCode], options)
    this.bridgeCode = bridgeCode
  }
}
