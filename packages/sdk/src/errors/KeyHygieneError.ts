import { WalletError, type WalletErrorOptions } from './WalletError.js'

/** Stable codes of keys refused at import (docs/behaviour/key-hygiene.md). */
export type KeyHygieneErrorCode =
  /** The key is publicly known (a development tool's phrase or a tiny private key) and the network is not the devnet. */
  'KEY_PUBLICLY_KNOWN'

/**
 * A key that must not be imported on this network. `details.source` names where the key is published (e.g.
 * "account #0 of the anvil/hardhat/foundry test phrase"), `details.chainId` the network. Never carries the key.
 */
export class KeyHygieneError extends WalletError<KeyHygieneErrorCode> {
  override readonly name = 'KeyHygieneError'

  constructor(code: KeyHygieneErrorCode, message: string, options?: WalletErrorOptions) {
    super(code, message, options)
  }
}
