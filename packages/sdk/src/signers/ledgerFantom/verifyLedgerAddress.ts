import { getAddress } from 'ethers'
import { getFantomAppAddress, type LedgerTransport } from './fantomApp.js'
import type { LedgerError } from './LedgerError.js'
import type { LedgerKeyIndex } from './path.js'
import { toLedgerError } from './toLedgerError.js'

/**
 * The receive screen's verification states (docs/behaviour/signers.md#address-verification): idle, verifying, then
 * complete (verified or not) or error. On error the flow is complete unless the device is locked (the user may unlock
 * and go on).
 */
export type LedgerVerification =
  | { status: 'idle' }
  | { status: 'verifying' }
  | { status: 'verified'; deviceAddress: string }
  | { status: 'notVerified'; deviceAddress: string }
  | { status: 'error'; error: LedgerError; complete: boolean }

/** Shows the address on the device (Fantom app) and compares what the device derived with the stored address. */
export function verifyLedgerAddress(
  transport: LedgerTransport,
  key: LedgerKeyIndex,
  expectedAddress: string,
): Promise<Exclude<LedgerVerification, { status: 'idle' | 'verifying' }>> {
  return verifyLedgerAddressWith(
    () => getFantomAppAddress(transport, key, { display: true }),
    expectedAddress,
  )
}

/**
 * The same verification with any app: `showAddress` makes the device display the address and returns it (the
 * Ethereum app: `() => ledgerEthSigner.showAddress()`).
 */
export async function verifyLedgerAddressWith(
  showAddress: () => Promise<string>,
  expectedAddress: string,
): Promise<Exclude<LedgerVerification, { status: 'idle' | 'verifying' }>> {
  try {
    const deviceAddress = getAddress(await showAddress())
    const same = deviceAddress === getAddress(expectedAddress)
    return { status: same ? 'verified' : 'notVerified', deviceAddress }
  } catch (error) {
    const ledgerError = toLedgerError(error) as LedgerError
    return { status: 'error', error: ledgerError, complete: ledgerError.code !== 'LEDGER_LOCKED' }
  }
}
