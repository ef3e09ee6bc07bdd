// A software stand-in for a Ledger, for the site windows' transaction tests on the devnet, signing with a throwaway
// random key (never a publicly known one, so it may be funded on the devnet). As the Ethereum app it answers only
// SIGN (INS 0x04: P1 0x00 with the 5-element path and the first RLP bytes, P1 0x80 with the rest) as
// @ledgerhq/hw-app-eth sends it, replying v ‖ r ‖ s with v = (chainId × 2 + 35 + parity) mod 256, 0x6985 when its
// user rejects. As the Fantom app it answers SIGN (INS 0x20: P1 0x00 path, 0x01 RLP chunks answered 0x02 collect /
// 0x04 finalize, 0x80 finalize answered v = 27 + parity ‖ r ‖ s; 0x6E07 rejected), docs/chain-and-api.md#ledger-fantom-app-protocol. Recorded exchanges (test-fixtures/ledger/) cover messages and typed data;
// a transaction's nonce comes from the chain, so a recording could not match it.
import Transport from '@ledgerhq/hw-transport'
import { getBytes, keccak256, Transaction, Wallet } from 'ethers'

const status = (word: number) => Buffer.from([word >> 8, word & 0xff])

/** Length of an RLP list from its header, or null while the header is incomplete. */
function rlpLength(bytes: Buffer): number | null {
  const first = bytes[0]
  if (first === undefined) return null
  if (first <= 0xf7) return 1 + first - 0xc0
  const n = first - 0xf7
  return bytes.length < 1 + n ? null : 1 + n + bytes.subarray(1, 1 + n).readUIntBE(0, n)
}

export class SoftwareLedgerDevice extends Transport {
  readonly wallet: Wallet
  /** What the device's user does with the next signature. */
  user: 'approve' | 'reject' = 'approve'
  /** The transactions signed (decoded), in order. */
  readonly signed: Transaction[] = []
  private rlp: Buffer | null = null

  constructor(readonly app: 'ethereum' | 'fantom' = 'ethereum') {
    super()
    const key = Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0'))
    this.wallet = new Wallet(`0x${key.join('')}`)
  }

  /** Signs the collected pre-image: the signature and the decoded transaction. */
  private sign(rlp: Buffer) {
    const hex = `0x${rlp.toString('hex')}`
    const unsigned = Transaction.from(hex)
    this.signed.push(unsigned)
    return { unsigned, signature: this.wallet.signingKey.sign(keccak256(hex)) }
  }

  private fantom(p1: number | undefined, data: Buffer): Buffer {
    if (p1 === 0x00) {
      this.rlp = Buffer.alloc(0)
      return status(0x9000)
    }
    if (!this.rlp) return status(0x6e04)
    if (p1 === 0x01) {
      this.rlp = Buffer.concat([this.rlp, data])
      const total = rlpLength(this.rlp)
      return Buffer.concat([
        Buffer.from([total !== null && this.rlp.length >= total ? 0x04 : 0x02]),
        status(0x9000),
      ])
    }
    const rlp = this.rlp
    this.rlp = null
    if (p1 !== 0x80) return status(0x6e05)
    if (this.user === 'reject') return status(0x6e07)
    const { signature } = this.sign(rlp)
    return Buffer.concat([
      Buffer.from([27 + signature.yParity]),
      Buffer.from(getBytes(signature.r)),
      Buffer.from(getBytes(signature.s)),
      status(0x9000),
    ])
  }

  override async exchange(apdu: Buffer): Promise<Buffer> {
    const [cla, ins, p1] = apdu
    const data = apdu.subarray(5, 5 + (apdu[4] ?? 0))
    if (cla === 0xe0 && ins === 0x20 && this.app === 'fantom') return this.fantom(p1, data)
    if (cla !== 0xe0 || ins !== 0x04 || this.app !== 'ethereum') return status(0x6d00)
    if (p1 === 0x00) this.rlp = Buffer.from(data.subarray(1 + 4 * (data[0] ?? 0)))
    else if (p1 === 0x80 && this.rlp) this.rlp = Buffer.concat([this.rlp, data])
    else return status(0x6a80)
    const total = rlpLength(this.rlp)
    if (total === null || this.rlp.length < total) return status(0x9000)
    const rlp = this.rlp
    this.rlp = null
    if (this.user === 'reject') return status(0x6985)
    const { unsigned, signature } = this.sign(rlp)
    const v = Number((unsigned.chainId * 2n + 35n + BigInt(signature.yParity)) & 0xffn)
    return Buffer.concat([
      Buffer.from([v]),
      Buffer.from(getBytes(signature.r)),
      Buffer.from(getBytes(signature.s)),
      status(0x9000),
    ])
  }
}
