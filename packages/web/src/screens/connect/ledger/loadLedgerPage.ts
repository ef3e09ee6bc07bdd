import './bufferPolyfill.js'
import {
  computeLedgerPageIndexes,
  type FetchLedgerBalance,
  type LedgerError,
  type LedgerPickerRow,
  type LedgerPickerState,
  loadLedgerPickerPage,
  toLedgerError,
} from '@ftm-wallet/sdk'
import { createLedgerSigner, type LedgerApp, openLedgerTransport } from './ledgerDevice.js'

/**
 * 'Load Next 5' for either Ledger app: the Fantom app through the SDK's picker, the Ethereum app through
 * hw-app-eth with the same paging. Any failure (no device, locked, wrong app) empties the list and keeps the
 * error for the message and 'Try again' (spec 01 §4).
 */
export async function loadLedgerPage(
  app: LedgerApp,
  state: LedgerPickerState,
  { fetchBalance, chainId }: { fetchBalance: FetchLedgerBalance; chainId: number },
): Promise<LedgerPickerState> {
  try {
    if (app === 'ledger') {
      return await loadLedgerPickerPage(state, { transport: await openLedgerTransport(), fetchBalance })
    }
    const rows: LedgerPickerRow[] = []
    for (const addressId of computeLedgerPageIndexes(state.nextPage)) {
      const signer = await createLedgerSigner(app, { accountId: 0, addressId }, chainId)
      const address = await signer.getAddress()
      rows.push({ accountId: 0, addressId, address, ...(await fetchBalance(address)) })
    }
    return { rows: [...state.rows, ...rows], nextPage: state.nextPage + 1, error: null }
  } catch (error) {
    return { rows: [], nextPage: 0, error: toLedgerError(error) as LedgerError }
  }
}

/** Shows the account's address on the device and compares it with the stored one (receive screen). */
export async function verifyOnLedger(
  app: LedgerApp,
  key: { accountId: number; addressId: number },
  expected: string,
  chainId: number,
): Promise<
  { status: 'verified' | 'notVerified' } | { status: 'error'; error: LedgerError; complete: boolean }
> {
  try {
    const signer = await createLedgerSigner(app, key, chainId)
    const shown = await signer.showAddress()
    return { status: shown.toLowerCase() === expected.toLowerCase() ? 'verified' : 'notVerified' }
  } catch (error) {
    const ledgerError = toLedgerError(error) as LedgerError
    return { status: 'error', error: ledgerError, complete: ledgerError.code !== 'LEDGER_LOCKED' }
  }
}
