import { getAddress } from 'ethers'
import { getFantomAppAddress, type LedgerTransport } from './fantomApp.js'
import type { LedgerError } from './LedgerError.js'
import type { LedgerKeyIndex } from './path.js'
import { toLedgerError } from './toLedgerError.js'

/** The picker shows 5 addresses per load (docs/behaviour/signers.md#ledger-picker). */
export const LEDGER_PICKER_PAGE_SIZE = 5
/** docs/behaviour/signers.md#ledger-picker: the picker's buttons. */
export const LEDGER_PICKER_LABELS = { loadNext: 'Load Next 5', tryAgain: 'Try again' } as const

/** One picker row (docs/behaviour/signers.md#ledger-picker). */
export interface LedgerPickerRow {
  accountId: number
  addressId: number
  address: string
  /** wei */
  balance: bigint
  /** wei, balance plus staked amounts */
  totalBalance: bigint
}

/** Reads an address's balances; injected so the picker does no I/O of its own beyond the device. */
export type FetchLedgerBalance = (address: string) => Promise<{ balance: bigint; totalBalance: bigint }>

/** The address indexes of picker page `page` (0-based): 0..4, 5..9, … */
export function computeLedgerPageIndexes(page: number, pageSize = LEDGER_PICKER_PAGE_SIZE): number[] {
  if (!Number.isInteger(page) || page < 0) return []
  return Array.from({ length: pageSize }, (_, i) => page * pageSize + i)
}

/** The picker's state: rows loaded so far, the next page, and the error that emptied the list. */
export interface LedgerPickerState {
  rows: LedgerPickerRow[]
  nextPage: number
  error: LedgerError | null
}

export const initialLedgerPickerState: LedgerPickerState = { rows: [], nextPage: 0, error: null }

/** Reads the address of a key from the device (e.g. the Ethereum app's signer: `(key) => signer.getAddress()`). */
export type ReadLedgerAddress = (key: LedgerKeyIndex) => Promise<string>

/** The device's Fantom app (`transport`) or another app's address reader (`readAddress`), and the balances. */
export type LoadLedgerPickerPageParameters = {
  fetchBalance: FetchLedgerBalance
  accountId?: number
} & (
  | { transport: LedgerTransport; readAddress?: undefined }
  | { readAddress: ReadLedgerAddress; transport?: undefined }
)

/**
 * 'Load Next 5' for either Ledger app: reads the next five addresses from the device (one at a time: a device handles one APDU at a
 * time) and their balances. On any failure the list is emptied and the error kept for the message and 'Try again'
 * (docs/behaviour/signers.md#ledger-picker); 'Try again' is `loadLedgerPickerPage(initialLedgerPickerState, …)`.
 */
export async function loadLedgerPickerPage(
  state: LedgerPickerState,
  parameters: LoadLedgerPickerPageParameters,
): Promise<LedgerPickerState> {
  const { fetchBalance, accountId = 0 } = parameters
  const readAddress: ReadLedgerAddress =
    parameters.readAddress ?? ((key) => getFantomAppAddress(parameters.transport as LedgerTransport, key))
  try {
    const rows: LedgerPickerRow[] = []
    for (const addressId of computeLedgerPageIndexes(state.nextPage)) {
      const address = getAddress(await readAddress({ accountId, addressId }))
      rows.push({ accountId, addressId, address, ...(await fetchBalance(address)) })
    }
    return { rows: [...state.rows, ...rows], nextPage: state.nextPage + 1, error: null }
  } catch (error) {
    return { rows: [], nextPage: 0, error: toLedgerError(error) as LedgerError }
  }
}
