import { getAddress } from 'ethers'
import { getFantomAppAddress, type LedgerTransport } from './fantomApp.js'
import type { LedgerError } from './LedgerError.js'
import { toLedgerError } from './toLedgerError.js'

/** The picker shows 5 addresses per load (original-wallet-facts.md §3, page sizes). */
export const LEDGER_PICKER_PAGE_SIZE = 5
/** Spec 01 §2: the picker's buttons. */
export const LEDGER_PICKER_LABELS = { loadNext: 'Load Next 5', tryAgain: 'Try again' } as const

/** One picker row (spec 01 §3, "Ledger account"). */
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

export interface LoadLedgerPickerPageParameters {
  transport: LedgerTransport
  fetchBalance: FetchLedgerBalance
  accountId?: number
}

/**
 * 'Load Next 5': reads the next five addresses from the device (one at a time: a device handles one APDU at a
 * time) and their balances. On any failure the list is emptied and the error kept for the message and 'Try again'
 * (spec 01 §4); 'Try again' is `loadLedgerPickerPage(initialLedgerPickerState, …)`.
 */
export async function loadLedgerPickerPage(
  state: LedgerPickerState,
  { transport, fetchBalance, accountId = 0 }: LoadLedgerPickerPageParameters,
): Promise<LedgerPickerState> {
  try {
    const rows: LedgerPickerRow[] = []
    for (const addressId of computeLedgerPageIndexes(state.nextPage)) {
      const address = getAddress(await getFantomAppAddress(transport, { accountId, addressId }))
      rows.push({ accountId, addressId, address, ...(await fetchBalance(address)) })
    }
    return { rows: [...state.rows, ...rows], nextPage: state.nextPage + 1, error: null }
  } catch (error) {
    return { rows: [], nextPage: 0, error: toLedgerError(error) as LedgerError }
  }
}
