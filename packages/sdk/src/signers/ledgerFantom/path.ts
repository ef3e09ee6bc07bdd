import { LedgerError } from './LedgerError.js'

const HARDENED = 0x8000_0000

/** Which key of the device: 44'/60'/accountId'/0/addressId (docs/chain-and-api.md#ledger-fantom-app-protocol). */
export interface LedgerKeyIndex {
  /** uint8, hardened in the path. The wallet uses 0. */
  accountId: number
  /** uint32, not hardened. The picker pages 0..4, 5..9, … */
  addressId: number
}

/** The path as text, e.g. "44'/60'/0'/0/3". */
export function formatLedgerPath({ accountId, addressId }: LedgerKeyIndex): string {
  return `44'/60'/${accountId}'/0/${addressId}`
}

/** Serializes the path for the Fantom app: element count, then each element as a big-endian uint32. */
export function serializeLedgerPath({ accountId, addressId }: LedgerKeyIndex): Buffer {
  if (!Number.isInteger(accountId) || accountId < 0 || accountId > 0xff) {
    throw new LedgerError(
      'LEDGER_BAD_PATH',
      'The Ledger account index must be a whole number from 0 to 255',
      {
        details: { accountId },
      },
    )
  }
  if (!Number.isInteger(addressId) || addressId < 0 || addressId >= HARDENED) {
    throw new LedgerError('LEDGER_BAD_PATH', 'The Ledger address index must be a whole number below 2^31', {
      details: { addressId },
    })
  }
  const elements = [44 + HARDENED, 60 + HARDENED, accountId + HARDENED, 0, addressId]
  const out = Buffer.alloc(1 + 4 * elements.length)
  out[0] = elements.length
  elements.forEach((element, i) => {
    out.writeUInt32BE(element >>> 0, 1 + 4 * i)
  })
  return out
}
