import { LedgerError } from './LedgerError.js'
import { type LedgerKeyIndex, serializeLedgerPath } from './path.js'
import { toLedgerError } from './toLedgerError.js'

/**
 * The part of `@ledgerhq/hw-transport`'s Transport this code uses. Any Transport (WebHID, node-hid, the mocker's
 * replayer) fits; a non-OK status word rejects with a TransportStatusError carrying `statusCode`.
 */
export interface LedgerTransport {
  send(
    cla: number,
    ins: number,
    p1: number,
    p2: number,
    data?: Buffer,
    statusList?: number[],
  ): Promise<Buffer>
}

/** The Fantom app's APDU protocol (docs/chain-and-api.md#ledger-fantom-app-protocol). */
export const FANTOM_APDU = {
  cla: 0xe0,
  getVersion: 0x01,
  getAddress: 0x11,
  sign: 0x20,
  addressSilent: 0x01,
  addressDisplay: 0x02,
  signPath: 0x00,
  signChunk: 0x01,
  signFinalize: 0x80,
  stateCollect: 0x02,
  stateFinalize: 0x04,
  /** Largest RLP chunk the app accepts per APDU. */
  chunkSize: 150,
} as const

/** The Fantom app's version; `development` is bit 0 of the flags byte. */
export interface FantomAppVersion {
  major: number
  minor: number
  patch: number
  development: boolean
}

/** Reads the Fantom app's version (GET_VERSION). */
export async function getFantomAppVersion(transport: LedgerTransport): Promise<FantomAppVersion> {
  const reply = await exchange(() => transport.send(FANTOM_APDU.cla, FANTOM_APDU.getVersion, 0, 0))
  if (reply.length < 6) throw badResponse('version')
  return {
    major: reply[0] ?? 0,
    minor: reply[1] ?? 0,
    patch: reply[2] ?? 0,
    development: ((reply[3] ?? 0) & 1) === 1,
  }
}

/** Reads the address of a key (GET_ADDRESS); with `display` the device shows it for the user to compare. */
export async function getFantomAppAddress(
  transport: LedgerTransport,
  key: LedgerKeyIndex,
  options: { display?: boolean } = {},
): Promise<`0x${string}`> {
  const p1 = options.display ? FANTOM_APDU.addressDisplay : FANTOM_APDU.addressSilent
  const path = serializeLedgerPath(key)
  const reply = await exchange(() => transport.send(FANTOM_APDU.cla, FANTOM_APDU.getAddress, p1, 0, path))
  const length = reply[0]
  if (length !== 20 || reply.length < 1 + length + 2) throw badResponse('address')
  return `0x${reply.subarray(1, 1 + length).toString('hex')}`
}

/** The device's signature: `v` as the device returns it (27/28 parity), r and s as 0x-hex. */
export interface FantomAppSignature {
  v: number
  r: `0x${string}`
  s: `0x${string}`
}

/**
 * Signs an RLP pre-image (SIGN_TRANSACTION): the path, then ≤ 150-byte chunks until the app answers "finalize",
 * then the finalize APDU, whose reply is v ‖ r ‖ s. If the app never reaches finalize a reset is sent.
 */
export async function signWithFantomApp(
  transport: LedgerTransport,
  key: LedgerKeyIndex,
  preimage: Uint8Array,
): Promise<FantomAppSignature> {
  const { cla, sign } = FANTOM_APDU
  const path = serializeLedgerPath(key)
  const send = (p1: number, data?: Buffer) => exchange(() => transport.send(cla, sign, p1, 0, data), 'sign')
  await send(FANTOM_APDU.signPath, path)
  let state = 0
  for (let offset = 0; offset < preimage.length; offset += FANTOM_APDU.chunkSize) {
    const chunk = Buffer.from(preimage.subarray(offset, offset + FANTOM_APDU.chunkSize))
    const reply = await send(FANTOM_APDU.signChunk, chunk)
    state = reply[0] ?? 0
    if (state !== FANTOM_APDU.stateCollect && state !== FANTOM_APDU.stateFinalize) break
  }
  if (state !== FANTOM_APDU.stateFinalize) {
    // The app keeps its half-collected state otherwise; an empty chunk resets it
    // (docs/chain-and-api.md#ledger-fantom-app-protocol).
    await transport.send(cla, sign, FANTOM_APDU.signChunk, 0, Buffer.alloc(0)).catch(() => undefined)
    throw new LedgerError('LEDGER_SIGNING_INCOMPLETE', 'The Ledger did not accept the whole transaction', {
      details: { state },
    })
  }
  const reply = await send(FANTOM_APDU.signFinalize)
  if (reply.length < 65 + 2) throw badResponse('signature')
  return {
    v: reply[0] ?? 0,
    r: `0x${reply.subarray(1, 33).toString('hex')}`,
    s: `0x${reply.subarray(33, 65).toString('hex')}`,
  }
}

async function exchange(run: () => Promise<Buffer>, during: 'sign' | 'address' = 'address'): Promise<Buffer> {
  try {
    return await run()
  } catch (error) {
    throw toLedgerError(error, during)
  }
}

function badResponse(what: string): LedgerError {
  return new LedgerError('LEDGER_BAD_RESPONSE', `The Ledger sent a malformed ${what} reply`, {
    details: { what },
  })
}
