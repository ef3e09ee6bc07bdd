import { describe, expect, it } from 'vitest'
import { buildReplacement, computeReplacementGasPrice } from './replacement.js'
import type { PendingTransaction } from './types.js'

const from = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const pending: PendingTransaction = {
  hash: `0x${'a'.repeat(64)}`,
  chainId: 4003,
  from,
  to: `0x${'9'.repeat(40)}`,
  value: 5n,
  data: '0x1234',
  nonce: 8n,
  gasPrice: 1_000_000_001n,
  gasLimit: 90_000n,
  raw: '0x01',
  summary: 'Call 0x9999…9999',
  kind: 'transaction',
  replaces: null,
  status: 'pending',
  replacedBy: null,
  submittedAt: 0,
  updatedAt: 0,
  dismissed: false,
}

describe('speed up and cancel', () => {
  it('offer at least the old gas price + 10 %, rounded up', () => {
    expect(computeReplacementGasPrice(1_000_000_000n)).toBe(1_100_000_000n)
    expect(computeReplacementGasPrice(1_000_000_001n)).toBe(1_100_000_002n)
    expect(computeReplacementGasPrice(1n)).toBe(2n)
  })

  it('a speed up sends the same call with the same nonce and gas limit', () => {
    expect(buildReplacement(pending, 'speed-up')).toEqual({
      kind: 'speed-up',
      hash: pending.hash,
      nonce: 8n,
      minimumGasPrice: 1_100_000_002n,
      gasLimit: 90_000n,
      call: { to: pending.to, value: 5n, data: '0x1234' },
      summary: 'Speed up: Call 0x9999…9999',
    })
  })

  it('a cancel sends 0 FTM to the sender itself with the same nonce', () => {
    expect(buildReplacement(pending, 'cancel')).toEqual({
      kind: 'cancel',
      hash: pending.hash,
      nonce: 8n,
      minimumGasPrice: 1_100_000_002n,
      call: { to: from, value: 0n, data: '0x' },
      summary: 'Cancel: Call 0x9999…9999',
    })
  })

  it('refuses a transaction that is no longer pending', () => {
    expect(() => buildReplacement({ ...pending, status: 'mined' }, 'cancel')).toThrow(
      expect.objectContaining({
        code: 'PENDING_NOT_PENDING',
        message: 'This transaction is no longer pending (mined)',
      }),
    )
  })
})
