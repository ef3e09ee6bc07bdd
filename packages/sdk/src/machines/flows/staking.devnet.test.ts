// Staking and governance end to end on the devnet's SFC: delegate, vote and cancel the vote, increase, claim,
// claim & restake, lock, extend the lock, mint and repay sFTM (with and without the allow step), undelegate a
// locked delegation (unlock first: 4 stages) and withdraw after the waiting period.
import { Contract } from 'ethers'
import { beforeAll, describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  balanceOf,
  chainTime,
  client,
  contracts,
  control,
  createFundedAccount,
  dependenciesOf,
  devnet,
  E18,
  PASSWORD,
  provider,
  rejectThenRun,
  runFlow,
  type TestAccount,
  tokenAllowance,
  tokenBalance,
} from '../../../test/devnet.js'
import {
  canWithdraw,
  computeDefaultVoteLevel,
  computeLockDaysBounds,
  computeLockDuration,
  getDelegation,
  getSfcConfig,
  getStakers,
} from '../../index.js'
import {
  cancelVoteMachine,
  claimAndRestakeMachine,
  claimRewardsMachine,
  delegateMachine,
  extendLockMachine,
  lockDelegationMachine,
  mintSftmMachine,
  repaySftmMachine,
  undelegateMachine,
  voteMachine,
  withdrawMachine,
} from '../../machines.js'

const governanceReads = [
  'function proposalParams(uint256) view returns (uint256, uint8, uint256, uint256, uint256[] opinionScales, bytes32[] options, address, uint256, uint256, uint256)',
  'function getVote(address, address, uint256) view returns (uint256 weight, uint256[] choices)',
]

let account: TestAccount
let validator: { id: bigint; address: string; lockedUntil: number }
/** What a sent transaction cost in wei. */
const feeOf = async (hash: string) => {
  const receipt = await provider.getTransactionReceipt(hash)
  if (!receipt) throw new Error(`no receipt for ${hash}`)
  return receipt.gasUsed * receipt.gasPrice
}
const delegation = async () => {
  const found = await getDelegation(client, { address: account.address, stakerId: validator.id })
  if (!found) throw new Error('no delegation')
  return found
}

beforeAll(async () => {
  account = await createFundedAccount(5000)
  const stakers = await getStakers(client)
  const candidates = stakers.filter(
    (s) => s.isActive && !s.isOffline && !s.isCheater && s.delegatedLimit > 3000n * E18,
  )
  const best = candidates.sort((a, b) => b.lockedUntil - a.lockedUntil)[0]
  if (!best || best.lockedUntil - (await chainTime()) < 60 * 86_400)
    throw new Error('no validator locked for 60+ days')
  validator = { id: best.id, address: best.stakerAddress, lockedUntil: best.lockedUntil }
})

describe('staking and governance on the devnet', () => {
  it('delegates, and votes and cancels the vote with that delegation', async () => {
    await rejectThenRun(delegateMachine, account, { validatorId: validator.id, amount: 1000n * E18 })
    expect((await delegation()).amountDelegated).toBe(1000n * E18)

    const open = devnet.deployment?.proposals.find((p) => p.seededState === 'open')
    if (!open) throw new Error('the devnet has no seeded open proposal (deployment needed)')
    const governance = new Contract(open.governance, governanceReads, provider)
    const params = (await governance.getFunction('proposalParams')(open.id)) as {
      opinionScales: bigint[]
      options: string[]
    }
    const choices = params.options.map(() => computeDefaultVoteLevel(params.opinionScales.length))
    const vote = { governance: open.governance, delegatedTo: validator.address, proposalId: open.id, choices }
    await rejectThenRun(voteMachine, account, vote)
    const voted = (await governance.getFunction('getVote')(account.address, validator.address, open.id)) as {
      weight: bigint
      choices: bigint[]
    }
    expect(voted.weight).toBeGreaterThan(0n)
    expect(voted.choices).toEqual(choices.map(BigInt))
    await rejectThenRun(cancelVoteMachine, account, {
      governance: open.governance,
      delegatedTo: validator.address,
      proposalId: open.id,
    })
    const cancelled = (await governance.getFunction('getVote')(
      account.address,
      validator.address,
      open.id,
    )) as { weight: bigint }
    expect(cancelled.weight).toBe(0n)
  })

  it('increases the delegation, claims, and claims & restakes', async () => {
    await runFlow(delegateMachine, account, { validatorId: validator.id, amount: 200n * E18 })
    expect((await delegation()).amountDelegated).toBe(1200n * E18)

    await control('advance', { seconds: 86_400, epochs: 2 })
    const rewards = (await delegation()).pendingRewards
    expect(rewards).toBeGreaterThan(0n)
    const before = await balanceOf(account.address)
    const claimed = await rejectThenRun(claimRewardsMachine, account, { validatorId: validator.id })
    expect((await delegation()).pendingRewards).toBe(0n)
    expect(await balanceOf(account.address)).toBe(before + rewards - (await feeOf(claimed.context.hash)))

    await control('advance', { seconds: 86_400, epochs: 2 })
    const pending = (await delegation()).pendingRewards
    expect(pending).toBeGreaterThan(0n)
    await rejectThenRun(claimAndRestakeMachine, account, { validatorId: validator.id })
    const restaked = await delegation()
    expect(restaked.pendingRewards).toBe(0n)
    expect(restaked.amountDelegated).toBeGreaterThanOrEqual(1200n * E18 + pending)
  })

  it('locks the delegation and extends the lock', async () => {
    const { minLockupDuration } = await getSfcConfig(client)
    const now = await chainTime()
    const bounds = computeLockDaysBounds({
      now,
      minLockupDuration: Number(minLockupDuration),
      validatorLockedUntil: validator.lockedUntil,
      delegationLockedUntil: 0,
      isValidatorAccount: false,
    })
    expect(bounds.canLock).toBe(true)
    const lockupDuration = computeLockDuration({
      days: bounds.minDays,
      bounds,
      now,
      isValidatorAccount: false,
    })
    await rejectThenRun(lockDelegationMachine, account, {
      validatorId: validator.id,
      lockupDuration,
      amount: 600n * E18,
    })
    const locked = await delegation()
    expect(locked.isDelegationLocked).toBe(true)
    expect(locked.lockDuration).toBe(lockupDuration)

    const later = await chainTime()
    const extend = computeLockDaysBounds({
      now: later,
      minLockupDuration: Number(minLockupDuration),
      validatorLockedUntil: validator.lockedUntil,
      delegationLockedUntil: locked.lockedUntil,
      isValidatorAccount: false,
      mode: 'extend',
      currentLockDuration: locked.lockDuration,
    })
    const longer = computeLockDuration({
      days: extend.minDays + 5,
      bounds: extend,
      now: later,
      isValidatorAccount: false,
      currentLockDuration: locked.lockDuration,
    })
    await rejectThenRun(extendLockMachine, account, { validatorId: validator.id, lockupDuration: longer })
    const extended = await delegation()
    expect(extended.lockDuration).toBe(longer)
    expect(extended.lockedUntil).toBeGreaterThan(locked.lockedUntil)
  })

  it('mints sFTM, then repays it with and without the allow step', async () => {
    const sftm = contracts.sftm as string
    const tokenizer = contracts.stakeTokenizer as string
    await rejectThenRun(mintSftmMachine, account, { validatorId: validator.id })
    const outstanding = (await delegation()).outstandingSFTM
    expect(outstanding).toBe(600n * E18)
    expect(await tokenBalance(sftm, account.address)).toBe(outstanding)

    // Allow, then reject the redeem: the allowance stays, so the next repay skips its allow step.
    const actor = createActor(repaySftmMachine, {
      input: { ...dependenciesOf(account), params: { validatorId: validator.id, amount: outstanding } },
    }).start()
    await waitFor(actor, (s) => s.matches('confirm'), { timeout: 30_000 })
    expect(actor.getSnapshot().context.steps.map((s: { id: string }) => s.id)).toEqual(['allow', 'redeem'])
    actor.send({ type: 'CONFIRM', password: PASSWORD })
    await waitFor(actor, (s) => s.matches('stepDone'), { timeout: 30_000 })
    actor.send({ type: 'NEXT' })
    await waitFor(actor, (s) => s.matches('confirm'), { timeout: 30_000 })
    actor.send({ type: 'REJECT' })
    actor.stop()
    expect(await tokenAllowance(sftm, account.address, tokenizer)).toBeGreaterThanOrEqual(outstanding)
    expect((await delegation()).outstandingSFTM).toBe(outstanding)

    const repaid = await runFlow(repaySftmMachine, account, {
      validatorId: validator.id,
      amount: outstanding,
    })
    expect(repaid.context.steps.map((s: { id: string }) => s.id)).toEqual(['redeem'])
    expect((await delegation()).outstandingSFTM).toBe(0n)
    expect(await tokenBalance(sftm, account.address)).toBe(0n)
  })

  it('undelegates a locked delegation in 4 stages (unlock first) and withdraws after the waiting period', async () => {
    const state = await delegation()
    const amount = state.unlockedAmount + 100n * E18
    const done = await rejectThenRun(undelegateMachine, account, { validatorId: validator.id, amount })
    expect(done.context.steps.map((s: { label: string }) => s.label)).toEqual(['Unlock', 'Undelegate'])
    const after = await delegation()
    expect(after.withdrawRequests).toHaveLength(1)
    const [request] = after.withdrawRequests
    expect(request!.amount).toBeGreaterThan(0n)
    expect(request!.amount).toBeLessThanOrEqual(amount)

    const { withdrawalPeriodTime } = await getSfcConfig(client)
    await control('advance', { seconds: Number(withdrawalPeriodTime) + 900, epochs: 3 })
    expect(
      canWithdraw({
        request: request!,
        withdrawalPeriodTime: Number(withdrawalPeriodTime),
        now: await chainTime(),
      }),
    ).toBe(true)
    const before = await balanceOf(account.address)
    await rejectThenRun(withdrawMachine, account, {
      validatorId: validator.id,
      withdrawRequestId: request!.withdrawRequestID,
    })
    expect(await balanceOf(account.address)).toBeGreaterThan(before + request!.amount - E18)
    const withdrawn = (await delegation()).withdrawRequests
    expect(
      withdrawn.every((r) => r.withdrawTime !== null || r.withdrawRequestID !== request!.withdrawRequestID),
    ).toBe(true)
  })
})
