import { Wallet } from 'ethers'
import { describe, expect, it } from 'vitest'
import { decodeSignedTransaction } from './decodeSignedTransaction.js'

describe('decodeSignedTransaction', () => {
  it('reads the signer, hash and fields of signed bytes; null for anything else', async () => {
    const wallet = new Wallet(`0x${'11'.repeat(32)}`)
    const raw = await wallet.signTransaction({
      to: '0x000000000000000000000000000000000000bEEF',
      value: 5n,
      nonce: 7,
      gasLimit: 21_000n,
      gasPrice: 2n,
      chainId: 4003n,
      type: 0,
    })
    const decoded = decodeSignedTransaction(raw)
    expect(decoded).toMatchObject({
      from: wallet.address,
      to: '0x000000000000000000000000000000000000bEEF',
      value: 5n,
      nonce: 7n,
      gasLimit: 21_000n,
      gasPrice: 2n,
      chainId: 4003n,
      data: '0x',
    })
    expect(decoded?.hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(decodeSignedTransaction('0x1234')).toBeNull()
    expect(decodeSignedTransaction('hello')).toBeNull()
  })
})
