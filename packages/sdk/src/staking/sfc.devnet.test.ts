// The SFC and governance builders with the staking rules on the devnet's SFC: delegate, claim, lock, unlock the
// excess, undelegate, withdraw after the waiting period, then vote and cancel the vote with the delegation.
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { Contract, JsonRpcProvider, parseEther, type Signer, type TransactionRequest, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildCancelVoteTx } from '../contracts/governance/buildCancelVoteTx.js'
import { buildVoteTx } from '../contracts/governance/buildVoteTx.js'
import { buildClaimRewardsTx } from '../contracts/sfc/buildClaimRewardsTx.js'
import { buildDelegateTx } from '../contracts/sfc/buildDelegateTx.js'
import { buildLockStakeTx } from '../contracts/sfc/buildLockStakeTx.js'
import { buildUndelegateTx } from '../contracts/sfc/buildUndelegateTx.js'
import { buildUnlockStakeTx } from '../contracts/sfc/buildUnlockStakeTx.js'
import { buildWithdrawTx } from '../contracts/sfc/buildWithdrawTx.js'
import { createWithdrawalRequestId } from '../contracts/sfc/createWithdrawalRequestId.js'
import { computeDefaultVoteLevel } from '../governance/votes.js'
import { computeLockDaysBounds } from './computeLockDaysBounds.js'
import { computeLockDuration } from './computeLockDuration.js'
import { computeUndelegateAmount } from './computeUndelegateAmount.js'
import { computeUndelegatePlan } from './computeUndelegatePlan.js'
import { validateStakeAmount } from './validateStakeAmount.js'
import { canWithdraw } from './withdrawRequests.js'

const sfcReads = [
  'function getStake(address, uint256) view returns (uint256)',
  'function getUnlockedStake(address, uint256) view returns (uint256)',
  'function pendingRewards(address, uint256) view returns (uint256)',
  'function getLockupInfo(address, uint256) view returns (uint256 lockedStake, uint256 fromEpoch, uint256 endTime, uint256 duration)',
  'function getWithdrawalRequest(address, uint256, uint256) view returns (uint256 epoch, uint256 time, uint256 amount)',
  'function minLockupDuration() view returns (uint256)',
  'function withdrawalPeriodTime() view returns (uint256)',
]
const governanceReads = [
  'function proposalParams(uint256) view returns (uint256, uint8, uint256, uint256, uint256[] opinionScales, bytes32[] options, address, uint256, uint256, uint256)',
  'function getVote(address, address, uint256) view returns (uint256 weight, uint256[] choices)',
]

const devnet = inject('devnet')
let provider: JsonRpcProvider

async function control(slug: string, body: object) {
  const response = await fetch(`${devnet.url}/devnet/${slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
}

async function send(wallet: Signer, tx: TransactionRequest) {
  const receipt = await (await wallet.sendTransaction({ ...tx, gasLimit: 2_000_000n })).wait()
  expect(receipt?.status).toBe(1)
}

const chainTime = async () => (await provider.getBlock('latest'))!.timestamp

beforeAll(() => {
  provider = new JsonRpcProvider(devnet.rpcUrl, undefined, { cacheTimeout: -1, staticNetwork: true })
})
afterAll(() => provider.destroy())

describe('staking and voting on the devnet', () => {
  it('delegates, claims, locks, unlocks the excess, undelegates, withdraws, votes and cancels', async () => {
    const sfc = new Contract(devnet.deployment.contracts.sfc!, sfcReads, provider)
    const read = <T>(fn: string, ...args: unknown[]) => sfc.getFunction(fn)(...args) as Promise<T>
    const wallet = Wallet.createRandom().connect(provider)
    await control('faucet', { address: wallet.address, amount: 3000 })

    // A validator whose own lock covers a 14-day delegation lock.
    const now = await chainTime()
    let validator: { id: number; address: string; lockedUntil: number } | undefined
    for (const v of devnet.deployment.validators.filter((v) => v.seededStatus === 'active')) {
      const lock = await read<{ endTime: bigint }>('getLockupInfo', v.address, v.id)
      if (Number(lock.endTime) - now > 20 * 86_400) {
        validator = { id: v.id, address: v.address, lockedUntil: Number(lock.endTime) }
        break
      }
    }
    expect(validator, 'a seeded validator with a long enough lock').toBeDefined()
    const { id, address } = validator!

    const amount = parseEther('1000')
    const balance = await provider.getBalance(wallet.address)
    const gasPrice = (await provider.getFeeData()).gasPrice ?? 0n
    expect(validateStakeAmount({ amount, balance, gasPrice })).toBeUndefined()
    await send(wallet, buildDelegateTx({ validatorId: id, amount }))
    expect(await read<bigint>('getStake', wallet.address, id)).toBe(amount)

    await control('advance', { seconds: 86_400, epochs: 2 })
    expect(await read<bigint>('pendingRewards', wallet.address, id)).toBeGreaterThan(0n)
    await send(wallet, buildClaimRewardsTx({ validatorId: id }))
    expect(await read<bigint>('pendingRewards', wallet.address, id)).toBe(0n)

    const lockNow = await chainTime()
    const bounds = computeLockDaysBounds({
      now: lockNow,
      minLockupDuration: Number(await read<bigint>('minLockupDuration')),
      validatorLockedUntil: validator!.lockedUntil,
      delegationLockedUntil: 0,
      isValidatorAccount: false,
    })
    expect(bounds.canLock).toBe(true)
    const duration = computeLockDuration({
      days: bounds.minDays,
      bounds,
      now: lockNow,
      isValidatorAccount: false,
    })
    await send(
      wallet,
      buildLockStakeTx({ validatorId: id, lockupDuration: duration, amount: parseEther('600') }),
    )
    const locked = await read<{ lockedStake: bigint; duration: bigint }>('getLockupInfo', wallet.address, id)
    expect([locked.lockedStake, locked.duration]).toEqual([parseEther('600'), BigInt(duration)])

    const plan = computeUndelegatePlan({
      amount: parseEther('700'),
      amountDelegated: await read<bigint>('getStake', wallet.address, id),
      unlockedAmount: await read<bigint>('getUnlockedStake', wallet.address, id),
      isDelegationLocked: true,
    })
    expect([plan.stepCount, plan.unlockAmount]).toEqual([4, parseEther('300')])
    await send(wallet, buildUnlockStakeTx({ validatorId: id, amount: plan.unlockAmount }))
    const after = computeUndelegateAmount({
      requested: plan.amount,
      unlockedAmount: await read<bigint>('getUnlockedStake', wallet.address, id),
    })
    const wrId = createWithdrawalRequestId()
    await send(
      wallet,
      buildUndelegateTx({ validatorId: id, withdrawalRequestId: wrId, amount: after.amount }),
    )
    const request = await read<{ time: bigint; amount: bigint }>(
      'getWithdrawalRequest',
      wallet.address,
      id,
      wrId,
    )
    expect(request.amount).toBe(after.amount)

    const period = Number(await read<bigint>('withdrawalPeriodTime'))
    const pending = { createdTime: Number(request.time) }
    expect(canWithdraw({ request: pending, withdrawalPeriodTime: period, now: await chainTime() })).toBe(
      false,
    )
    await control('advance', { seconds: period + 900, epochs: 3 })
    expect(canWithdraw({ request: pending, withdrawalPeriodTime: period, now: await chainTime() })).toBe(true)
    const beforeWithdraw = await provider.getBalance(wallet.address)
    await send(wallet, buildWithdrawTx({ validatorId: id, withdrawalRequestId: `0x${wrId.toString(16)}` }))
    expect(await provider.getBalance(wallet.address)).toBeGreaterThan(beforeWithdraw)
    expect((await read<{ amount: bigint }>('getWithdrawalRequest', wallet.address, id, wrId)).amount).toBe(0n)

    // Vote on an open proposal with this delegation, then cancel the vote.
    const open = devnet.deployment.proposals.find((p) => p.seededState === 'open')
    expect(open, 'a seeded open proposal').toBeDefined()
    const governance = new Contract(open!.governance, governanceReads, provider)
    const params = (await governance.getFunction('proposalParams')(open!.id)) as {
      opinionScales: bigint[]
      options: string[]
    }
    const choices = params.options.map(() => computeDefaultVoteLevel(params.opinionScales.length))
    await send(
      wallet,
      buildVoteTx({ governance: open!.governance, delegatedTo: address, proposalId: open!.id, choices }),
    )
    const vote = (await governance.getFunction('getVote')(wallet.address, address, open!.id)) as {
      weight: bigint
      choices: bigint[]
    }
    expect(vote.weight).toBeGreaterThan(0n)
    expect(vote.choices).toEqual(choices.map(BigInt))
    await send(
      wallet,
      buildCancelVoteTx({ governance: open!.governance, delegatedTo: address, proposalId: open!.id }),
    )
    expect(
      ((await governance.getFunction('getVote')(wallet.address, address, open!.id)) as { weight: bigint })
        .weight,
    ).toBe(0n)
  })
})
