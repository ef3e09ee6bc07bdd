// A software stand-in for a Ledger running the Fantom app, used only to RECORD the APDU exchanges that the tests
// replay (test-fixtures/ledger/). It speaks the protocol of docs/chain-and-api.md#ledger-fantom-app-protocol with a
// TEST key. As the Ethereum app it answers GET_ADDRESS (0x02), SIGN (0x04), SIGN_PERSONAL_MESSAGE (0x08: path,
// 4-byte length and the first bytes, then P1 0x80 chunks; signs keccak256 of the EIP-191 prefix, length and
// message) and SIGN_EIP712 hashed mode (0x0C P2 0x00: path, domain separator, message hash; signs
// keccak256(0x1901 ‖ both)), replying v (27 + parity) ‖ r ‖ s as the app does, 0x6985 when the user rejects.
import Transport from '@ledgerhq/hw-transport'
import { concat, getBytes, HDNodeWallet, hashMessage, keccak256, Mnemonic, Transaction } from 'ethers'

/**
 * The TEST device's seed. Generated at random for these fixtures; it has never held funds and never may
 * (RULES.md: no publicly known key may hold funds). Named in test-fixtures/ledger/README.md.
 */
export const SOFTWARE_LEDGER_TEST_MNEMONIC =
  'fork piece flip hero giant cat match wasp shift recipe next banner'

const SW = { ok: 0x9000, badIns: 0x6e03, badState: 0x6e04, badP1P2: 0x6e05, badData: 0x6e06 } as const
const SW_REJECTED = 0x6e07
const SW_LOCKED = 0x6e09

/** What the simulated user does: approve, reject on the device, or leave it locked. */
export type SoftwareLedgerUser = 'approve' | 'reject' | 'locked'

/** The address the TEST device derives for 44'/60'/accountId'/0/addressId. */
export function softwareLedgerAddress(accountId: number, addressId: number): string {
  return keyFor([0x8000002c, 0x8000003c, 0x80000000 + accountId, 0, addressId]).address
}

function keyFor(path: number[]): HDNodeWallet {
  const text = `m/${path.map((e) => (e >= 0x80000000 ? `${e - 0x80000000}'` : String(e))).join('/')}`
  return HDNodeWallet.fromMnemonic(Mnemonic.fromPhrase(SOFTWARE_LEDGER_TEST_MNEMONIC), text)
}

function parsePath(data: Buffer): number[] | null {
  const count = data[0] ?? 0
  if (count !== 5 || data.length !== 1 + 4 * count) return null
  const path = Array.from({ length: count }, (_, i) => data.readUInt32BE(1 + 4 * i))
  return path[0] === 0x8000002c && path[1] === 0x8000003c && (path[2] ?? 0) >= 0x80000000 ? path : null
}

/** Length of an RLP list from its header, or null while the header is incomplete. */
function rlpTotalLength(bytes: Buffer): number | null {
  const first = bytes[0]
  if (first === undefined) return null
  if (first < 0xc0) return 0
  if (first <= 0xf7) return 1 + first - 0xc0
  const n = first - 0xf7
  if (bytes.length < 1 + n) return null
  return 1 + n + bytes.subarray(1, 1 + n).readUIntBE(0, n)
}

/** A Transport whose device is software; `log` holds every exchange in RecordStore's text format. */
export class SoftwareLedgerTransport extends Transport {
  readonly log: string[] = []
  private signing: { path: number[]; rlp: Buffer; done: boolean } | null = null
  private personal: { path: number[]; length: number; message: Buffer } | null = null

  constructor(
    private readonly user: SoftwareLedgerUser = 'approve',
    private readonly app: 'fantom' | 'ethereum' = 'fantom',
  ) {
    super()
  }

  /** Ethereum app signing: the first chunk starts with the path; v is (chainId × 2 + 35 + parity) mod 256. */
  private signEth(p1: number | undefined, data: Buffer): Buffer {
    if (p1 === 0x00) {
      const path = parsePath(data.subarray(0, 21))
      if (!path) return status(SW.badData)
      this.signing = { path, rlp: Buffer.from(data.subarray(21)), done: false }
    } else if (p1 === 0x80 && this.signing) {
      this.signing.rlp = Buffer.concat([this.signing.rlp, data])
    } else return status(SW.badState)
    const session = this.signing
    const total = rlpTotalLength(session.rlp)
    if (total === null || session.rlp.length < total) return status(SW.ok)
    this.signing = null
    if (this.user === 'reject') return status(0x6985)
    const signature = keyFor(session.path).signingKey.sign(keccak256(session.rlp))
    const chainId = BigInt(Transaction.from(`0x${session.rlp.toString('hex')}`).chainId)
    const v = Number((chainId * 2n + 35n + BigInt(signature.yParity)) & 0xffn)
    return Buffer.concat([
      Buffer.from([v]),
      Buffer.from(getBytes(signature.r)),
      Buffer.from(getBytes(signature.s)),
      status(SW.ok),
    ])
  }

  /** SIGN_PERSONAL_MESSAGE: collects the message over chunks, then signs its EIP-191 hash. */
  private signPersonal(p1: number | undefined, data: Buffer): Buffer {
    if (p1 === 0x00) {
      const path = parsePath(data.subarray(0, 21))
      if (!path || data.length < 25) return status(SW.badData)
      this.personal = { path, length: data.readUInt32BE(21), message: Buffer.from(data.subarray(25)) }
    } else if (p1 === 0x80 && this.personal) {
      this.personal.message = Buffer.concat([this.personal.message, data])
    } else return status(SW.badState)
    const session = this.personal
    if (session.message.length < session.length) return status(SW.ok)
    this.personal = null
    if (session.message.length > session.length) return status(SW.badData)
    if (this.user === 'reject') return status(0x6985)
    return signatureReply(keyFor(session.path).signingKey.sign(hashMessage(session.message)))
  }

  /** SIGN_EIP712 in hashed mode (P2 0x00): the host sends the domain separator and the message's hashStruct. */
  private signTypedHashes(p1: number | undefined, p2: number | undefined, data: Buffer): Buffer {
    if (p1 !== 0x00 || p2 !== 0x00) return status(SW.badP1P2)
    const path = parsePath(data.subarray(0, 21))
    if (!path || data.length !== 21 + 64) return status(SW.badData)
    if (this.user === 'reject') return status(0x6985)
    const digest = keccak256(concat(['0x1901', data.subarray(21, 53), data.subarray(53, 85)]))
    return signatureReply(keyFor(path).signingKey.sign(digest))
  }

  override async exchange(apdu: Buffer): Promise<Buffer> {
    const reply = this.handle(apdu)
    this.log.push(`=> ${apdu.toString('hex')}`, `<= ${reply.toString('hex')}`)
    return reply
  }

  private handle(apdu: Buffer): Buffer {
    const [cla, ins, p1, p2] = apdu
    const data = apdu.subarray(5, 5 + (apdu[4] ?? 0))
    if (cla !== 0xe0) return status(0x6e02)
    if (this.user === 'locked') return status(SW_LOCKED)
    if (ins === 0x01) return Buffer.concat([Buffer.from([0, 1, 7, 0]), status(SW.ok)])
    if (ins === 0x11) {
      const path = parsePath(data)
      if (!path || (p1 !== 0x01 && p1 !== 0x02)) return status(SW.badData)
      if (p1 === 0x02 && this.user === 'reject') return status(SW_REJECTED)
      const address = Buffer.from(getBytes(keyFor(path).address))
      return Buffer.concat([Buffer.from([20]), address, status(SW.ok)])
    }
    if (ins === 0x20) return this.sign(p1, data)
    if (this.app === 'ethereum' && ins === 0x02) {
      const path = parsePath(data.subarray(0, 21))
      if (!path) return status(SW.badData)
      if (p1 === 0x01 && this.user === 'reject') return status(0x6985)
      const wallet = keyFor(path)
      const pub = Buffer.from(getBytes(wallet.signingKey.publicKey))
      const ascii = Buffer.from(wallet.address.slice(2), 'ascii')
      return Buffer.concat([
        Buffer.from([pub.length]),
        pub,
        Buffer.from([ascii.length]),
        ascii,
        status(SW.ok),
      ])
    }
    if (this.app === 'ethereum' && ins === 0x04) return this.signEth(p1, data)
    if (this.app === 'ethereum' && ins === 0x08) return this.signPersonal(p1, data)
    if (this.app === 'ethereum' && ins === 0x0c) return this.signTypedHashes(p1, p2, data)
    return status(SW.badIns)
  }

  private sign(p1: number | undefined, data: Buffer): Buffer {
    if (p1 === 0x00) {
      const path = parsePath(data)
      if (!path) return status(SW.badData)
      this.signing = { path, rlp: Buffer.alloc(0), done: false }
      return status(SW.ok)
    }
    const session = this.signing
    if (!session) return status(SW.badState)
    if (p1 === 0x01) {
      if (data.length === 0 || data.length > 150) {
        this.signing = null
        return status(data.length === 0 ? SW.ok : SW.badData)
      }
      session.rlp = Buffer.concat([session.rlp, data])
      const total = rlpTotalLength(session.rlp)
      session.done = total !== null && session.rlp.length >= total
      return Buffer.concat([Buffer.from([session.done ? 0x04 : 0x02]), status(SW.ok)])
    }
    if (p1 === 0x80) {
      this.signing = null
      if (!session.done) return status(SW.badState)
      if (this.user === 'reject') return status(SW_REJECTED)
      const signature = keyFor(session.path).signingKey.sign(keccak256(session.rlp))
      const v = Buffer.from([27 + signature.yParity])
      return Buffer.concat([
        v,
        Buffer.from(getBytes(signature.r)),
        Buffer.from(getBytes(signature.s)),
        status(SW.ok),
      ])
    }
    return status(SW.badP1P2)
  }
}

/** The Ethereum app's reply to a message or EIP-712 signature: v = 27 + parity, r, s, status OK. */
function signatureReply(signature: { yParity: number; r: string; s: string }): Buffer {
  return Buffer.concat([
    Buffer.from([27 + signature.yParity]),
    Buffer.from(getBytes(signature.r)),
    Buffer.from(getBytes(signature.s)),
    status(SW.ok),
  ])
}

function status(word: number): Buffer {
  return Buffer.from([word >> 8, word & 0xff])
}
