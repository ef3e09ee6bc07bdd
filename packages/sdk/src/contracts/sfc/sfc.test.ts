import { describe, expect, it } from 'vitest'
import { SFC_ADDRESS } from '../../constants/contracts.js'
import { isWalletError } from '../../errors/WalletError.js'
import { sfcInterface } from './abi.js'
import { buildClaimRewardsTx } from './buildClaimRewardsTx.js'
import { buildDelegateTx } from './buildDelegateTx.js'
import { buildLockStakeTx } from './buildLockStakeTx.js'
import { buildRelockStakeTx } from './buildRelockStakeTx.js'
import { buildRestakeRewardsTx } from './buildRestakeRewardsTx.js'
import { buildUndelegateTx } from './buildUndelegateTx.js'
import { buildUnlockStakeTx } from './buildUnlockStakeTx.js'
import { buildWithdrawTx } from './buildWithdrawTx.js'
import { createWithdrawalRequestId } from './createWithdrawalRequestId.js'

const decode = (data: string) => {
  const parsed = sfcInterface.parseTransaction({ data })
  return { name: parsed?.name, args: parsed?.args.toArray() }
}

describe('SFC builders', () => {
  it('sends the delegated amount as value to the SFC', () => {
    const tx = buildDelegateTx({ validatorId: '0xc', amount: 100n * 10n ** 18n })
    expect(tx.to).toBe(SFC_ADDRESS)
    expect(tx.value).toBe(100n * 10n ** 18n)
    expect(decode(tx.data)).toEqual({ name: 'delegate', args: [12n] })
  })

  it('sends every other SFC call with zero value', () => {
    const calls = [
      buildUndelegateTx({ validatorId: 1, withdrawalRequestId: 2, amount: 3n }),
      buildWithdrawTx({ validatorId: 1, withdrawalRequestId: '0x2' }),
      buildClaimRewardsTx({ validatorId: 1 }),
      buildRestakeRewardsTx({ validatorId: 1 }),
      buildLockStakeTx({ validatorId: 1, lockupDuration: 86_400, amount: 3n }),
      buildRelockStakeTx({ validatorId: 1, lockupDuration: 86_400 }),
      buildUnlockStakeTx({ validatorId: 1, amount: 3n }),
    ]
    expect(calls.map((tx) => tx.value)).toEqual([0n, 0n, 0n, 0n, 0n, 0n, 0n])
    expect(calls.map((tx) => decode(tx.data))).toEqual([
      { name: 'undelegate', args: [1n, 2n, 3n] },
      { name: 'withdraw', args: [1n, 2n] },
      { name: 'claimRewards', args: [1n] },
      { name: 'restakeRewards', args: [1n] },
      { name: 'lockStake', args: [1n, 86_400n, 3n] },
      { name: 'relockStake', args: [1n, 86_400n, 0n] },
      { name: 'unlockStake', args: [1n, 3n] },
    ])
  })

  it('uses another SFC address when one is given', () => {
    const sfc = '0x00000000000000000000000000000000000000fc'
    expect(buildClaimRewardsTx({ validatorId: 1, sfc }).to).toBe('0x00000000000000000000000000000000000000fc')
  })

  it.each([0, -1, 1.5, 0n, '12', Number.NaN])('rejects the validator id %s', (validatorId) => {
    expect(() => buildDelegateTx({ validatorId: validatorId as never, amount: 1n })).toThrowError(
      expect.objectContaining({ code: 'CONTRACT_INVALID_VALIDATOR_ID' }),
    )
  })

  it('rejects a negative amount and an amount given as a number', () => {
    for (const amount of [-1n, 1 as never]) {
      expect(() => buildUnlockStakeTx({ validatorId: 1, amount })).toThrowError(
        expect.objectContaining({ code: 'CONTRACT_INVALID_AMOUNT' }),
      )
    }
  })

  it('accepts a lock of exactly 365 days and rejects one second more, zero and fractions', () => {
    expect(buildLockStakeTx({ validatorId: 1, lockupDuration: 31_536_000, amount: 1n }).data).toMatch(
      /^0xde67f215/,
    )
    for (const lockupDuration of [31_536_001, 0, 1.5, -5]) {
      expect(() => buildLockStakeTx({ validatorId: 1, lockupDuration, amount: 1n })).toThrowError(
        expect.objectContaining({ code: 'CONTRACT_INVALID_LOCK_DURATION' }),
      )
      expect(() => buildRelockStakeTx({ validatorId: 1, lockupDuration })).toThrowError(
        expect.objectContaining({ code: 'CONTRACT_INVALID_LOCK_DURATION' }),
      )
    }
  })

  it("refuses a withdraw without a request id with the original's message", () => {
    try {
      buildWithdrawTx({ validatorId: 1, withdrawalRequestId: undefined })
      expect.unreachable()
    } catch (error) {
      expect(isWalletError(error, 'CONTRACT_MISSING_WITHDRAW_REQUEST_ID')).toBe(true)
      expect((error as Error).message).toBe('Need withdrawRequestID')
    }
  })

  it('creates withdrawal request ids in [1, 2^32]', () => {
    const ids = Array.from({ length: 200 }, () => createWithdrawalRequestId())
    for (const wrId of ids) {
      expect(wrId).toBeGreaterThanOrEqual(1n)
      expect(wrId).toBeLessThanOrEqual(2n ** 32n)
    }
    expect(new Set(ids).size).toBeGreaterThan(190)
  })
})
