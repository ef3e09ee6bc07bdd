import './bufferPolyfill.js'
import {
  type FetchLedgerBalance,
  type LedgerKeyIndex,
  type LedgerPickerState,
  loadLedgerPickerPage,
  verifyLedgerAddressWith,
} from '@ftm-wallet/sdk/ledger'
import { createLedgerSigner, type LedgerApp } from './ledgerDevice.js'

/**
 * 'Load Next 5' for either Ledger app through the SDK's picker: each address is read by that app's signer over
 * the page's shared WebHID transport. Any failure (no device, locked, wrong app) empties the list and keeps the
 * error for the message and 'Try again' (docs/behaviour/signers.md#ledger-picker).
 */
export function loadLedgerPage(
  app: LedgerApp,
  state: LedgerPickerState,
  { fetchBalance, chainId }: { fetchBalance: FetchLedgerBalance; chainId: number },
): Promise<LedgerPickerState> {
  return loadLedgerPickerPage(state, {
    fetchBalance,
    readAddress: async (key) => (await createLedgerSigner(app, key, chainId)).getAddress(),
  })
}

/** Shows the account's address on the device and compares it with the stored one (receive screen). */
export function verifyOnLedger(app: LedgerApp, key: LedgerKeyIndex, expected: string, chainId: number) {
  return verifyLedgerAddressWith(
    async () => (await createLedgerSigner(app, key, chainId)).showAddress(),
    expected,
  )
}
