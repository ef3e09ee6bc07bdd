import type { Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { advanceChain } from '../../src/chain/index.js'
import {
  type ChainFixture,
  DAY,
  FTM,
  type LooseContract,
  revertReasonOf,
  startChainFixture,
} from './chainFixture.js'
import {
  SFC_EVENT_TOPICS,
  SFC_VIEW_SELECTORS,
  SFC_WRITE_SELECTORS,
  TOKENIZER_SELECTORS,
} from './sfcSelectors.js'

let fx: ChainFixture
let sfc: LooseContract
let aurora: number
const as = (wallet: Wallet) => sfc.connect(wallet) as LooseContract
const advance = (seconds: number, epochs = 1) =>
  advanceChain({ rpcUrl: fx.anvil.rpcUrl, deployment: fx.deployment, seconds, epochs })
const validatorId = (name: string) => fx.deployment.validators.find((v) => v.name === name)!.id

beforeAll(async () => {
  fx = await startChainFixture()
  sfc = fx.contract('SFC', fx.deployment.contracts.sfc!)
  aurora = validatorId('Aurora Staking')
})
afterAll(async () => {
  await fx?.close()
})

describe('rewards', () => {
  it('accrue only when an epoch seals, then claimRewards pays them out', async () => {
    const delegator = await fx.fundedWallet(10_000n)
    await (await as(delegator).delegate(aurora, { value: 1_000n * FTM })).wait()
    expect(await sfc.getStake(delegator.address, aurora)).toBe(1_000n * FTM)
    expect(await sfc.pendingRewards(delegator.address, aurora)).toBe(0n)

    await advance(DAY)
    const pending = (await sfc.pendingRewards(delegator.address, aurora)) as bigint
    expect(pending).toBeGreaterThan(0n)
    // unlocked stake earns 30 % of the full rate: far below 1 % of the stake for one day
    expect(pending).toBeLessThan(10n * FTM)

    const before = await fx.provider.getBalance(delegator.address)
    const receipt = await (await as(delegator).claimRewards(aurora)).wait()
    const fee = (receipt!.gasUsed as bigint) * (receipt!.gasPrice as bigint)
    expect(await fx.provider.getBalance(delegator.address)).toBe(before + pending - fee)
    const event = sfc.interface.parseLog(receipt!.logs[0]!)!
    expect(event.name).toBe('ClaimedRewards')
    expect(event.args.unlockedReward).toBe(pending)
    expect(await sfc.pendingRewards(delegator.address, aurora)).toBe(0n)
    expect(await revertReasonOf(as(delegator).claimRewards(aurora))).toBe('zero rewards')
  })

  it('restakeRewards adds the pending rewards to the delegation', async () => {
    const delegator = await fx.fundedWallet(10_000n)
    await (await as(delegator).delegate(aurora, { value: 2_000n * FTM })).wait()
    await advance(DAY)
    const pending = (await sfc.pendingRewards(delegator.address, aurora)) as bigint
    expect(pending).toBeGreaterThan(0n)
    await (await as(delegator).restakeRewards(aurora)).wait()
    expect(await sfc.getStake(delegator.address, aurora)).toBe(2_000n * FTM + pending)
    expect(await sfc.pendingRewards(delegator.address, aurora)).toBe(0n)
  })
})

describe('undelegate and withdraw', () => {
  it('refuses to withdraw before 7 days and 3 sealed epochs, then pays the amount', async () => {
    const delegator = await fx.fundedWallet(10_000n)
    await (await as(delegator).delegate(aurora, { value: 1_000n * FTM })).wait()
    expect(await revertReasonOf(as(delegator).undelegate(aurora, 7, 1_001n * FTM))).toBe(
      'not enough unlocked stake',
    )
    expect(await revertReasonOf(as(delegator).undelegate(aurora, 7, 0))).toBe('zero amount')
    await (await as(delegator).undelegate(aurora, 7, 400n * FTM)).wait()
    const [epoch, time, amount] = await sfc.getWithdrawalRequest(delegator.address, aurora, 7)
    expect(epoch).toBe(await sfc.currentEpoch())
    expect(time).toBeGreaterThan(0n)
    expect(amount).toBe(400n * FTM)
    expect(await sfc.getStake(delegator.address, aurora)).toBe(600n * FTM)
    expect(await revertReasonOf(as(delegator).undelegate(aurora, 7, 1n * FTM))).toBe('wrID already exists')

    expect(await revertReasonOf(as(delegator).withdraw(aurora, 7))).toBe('not enough time passed')
    await advance(8 * DAY)
    expect(await revertReasonOf(as(delegator).withdraw(aurora, 7))).toBe('not enough epochs passed')
    await advance(0, 2)

    const before = await fx.provider.getBalance(delegator.address)
    const receipt = await (await as(delegator).withdraw(aurora, 7)).wait()
    const fee = (receipt!.gasUsed as bigint) * (receipt!.gasPrice as bigint)
    expect(await fx.provider.getBalance(delegator.address)).toBe(before + 400n * FTM - fee)
    expect([...(await sfc.getWithdrawalRequest(delegator.address, aurora, 7))]).toEqual([0n, 0n, 0n])
    expect(await revertReasonOf(as(delegator).withdraw(aurora, 7))).toBe("request doesn't exist")
  })
})

describe('lock-up', () => {
  it('checks duration bounds and the validator lock, then locks', async () => {
    const delegator = await fx.fundedWallet(10_000n)
    await (await as(delegator).delegate(aurora, { value: 5_000n * FTM })).wait()
    await (await as(delegator).delegate(validatorId(''), { value: 100n * FTM })).wait()
    expect(await revertReasonOf(as(delegator).lockStake(aurora, 14 * DAY - 1, 5_000n * FTM))).toBe(
      'incorrect duration',
    )
    expect(await revertReasonOf(as(delegator).lockStake(aurora, 366 * DAY, 5_000n * FTM))).toBe(
      'incorrect duration',
    )
    expect(await revertReasonOf(as(delegator).lockStake(aurora, 30 * DAY, 5_001n * FTM))).toBe(
      'not enough stake',
    )
    expect(await revertReasonOf(as(delegator).lockStake(validatorId(''), 30 * DAY, 100n * FTM))).toBe(
      "validator's lockup will end too early",
    )
    await (await as(delegator).lockStake(aurora, 180 * DAY, 5_000n * FTM)).wait()
    const [locked, fromEpoch, endTime, duration] = await sfc.getLockupInfo(delegator.address, aurora)
    expect(locked).toBe(5_000n * FTM)
    expect(fromEpoch).toBe(await sfc.currentEpoch())
    expect(duration).toBe(BigInt(180 * DAY))
    expect(endTime).toBe(BigInt((await fx.provider.getBlock('latest'))!.timestamp + 180 * DAY))
    expect(await sfc.isLockedUp(delegator.address, aurora)).toBe(true)
    expect(await sfc.getUnlockedStake(delegator.address, aurora)).toBe(0n)
    expect(await revertReasonOf(as(delegator).lockStake(aurora, 200 * DAY, 1n))).toBe('already locked up')
    expect(await revertReasonOf(as(delegator).undelegate(aurora, 1, 1n * FTM))).toBe(
      'not enough unlocked stake',
    )
  })

  it('locked stake earns more than unlocked stake, and unlocking early costs extra + half the base rewards', async () => {
    const locker = await fx.fundedWallet(10_000n)
    const free = await fx.fundedWallet(10_000n)
    await (await as(locker).delegate(aurora, { value: 5_000n * FTM })).wait()
    await (await as(free).delegate(aurora, { value: 5_000n * FTM })).wait()
    await (await as(locker).lockStake(aurora, 365 * DAY - 31 * DAY, 5_000n * FTM)).wait()
    await advance(DAY)
    const lockedReward = (await sfc.pendingRewards(locker.address, aurora)) as bigint
    const freeReward = (await sfc.pendingRewards(free.address, aurora)) as bigint
    expect(lockedReward).toBeGreaterThan(freeReward * 3n)

    await (await as(locker).stashRewards(locker.address, aurora)).wait()
    const [extra, base, unlocked] = await sfc.getStashedLockupRewards(locker.address, aurora)
    expect(extra).toBeGreaterThan(0n)
    expect(base).toBeGreaterThan(0n)
    expect(unlocked).toBe(0n)
    const expected = (extra * 1_000n) / 5_000n + (base * 1_000n) / 5_000n / 2n
    expect(await as(locker).unlockStake.staticCall(aurora, 1_000n * FTM)).toBe(expected)

    const receipt = await (await as(locker).unlockStake(aurora, 1_000n * FTM)).wait()
    const event = receipt!.logs
      .map((l: { topics: string[]; data: string }) => sfc.interface.parseLog(l))
      .find((e: { name: string } | null) => e?.name === 'UnlockedStake')!
    expect(event.args.penalty).toBe(expected)
    expect(await sfc.getStake(locker.address, aurora)).toBe(5_000n * FTM - expected)
    expect((await sfc.getLockupInfo(locker.address, aurora))[0]).toBe(4_000n * FTM)
    expect(await revertReasonOf(as(locker).unlockStake(aurora, 4_001n * FTM))).toBe('not enough locked stake')
    expect(await revertReasonOf(as(free).unlockStake(aurora, 1n))).toBe('not locked up')
  })

  it('relockStake extends the lock and never shortens it', async () => {
    const delegator = await fx.fundedWallet(10_000n)
    await (await as(delegator).delegate(aurora, { value: 3_000n * FTM })).wait()
    expect(await revertReasonOf(as(delegator).relockStake(aurora, 60 * DAY, 0))).toBe('not locked up')
    await (await as(delegator).lockStake(aurora, 60 * DAY, 2_000n * FTM)).wait()
    expect(await revertReasonOf(as(delegator).relockStake(aurora, 59 * DAY, 0))).toBe(
      'lockup duration cannot decrease',
    )
    await (await as(delegator).relockStake(aurora, 90 * DAY, 0)).wait()
    const [locked, , endTime, duration] = await sfc.getLockupInfo(delegator.address, aurora)
    expect(locked).toBe(2_000n * FTM)
    expect(duration).toBe(BigInt(90 * DAY))
    expect(endTime).toBe(BigInt((await fx.provider.getBlock('latest'))!.timestamp + 90 * DAY))
    await (await as(delegator).relockStake(aurora, 90 * DAY, 1_000n * FTM)).wait()
    expect((await sfc.getLockupInfo(delegator.address, aurora))[0]).toBe(3_000n * FTM)
  })
})

describe('relock penalties of SFC 3.0.5 (C3)', () => {
  const HOUR = 3600
  const TOO_FREQUENT =
    'too frequent relocks (github.com/Fantom-foundation/opera-sfc/wiki/Lockup-calls-reference#re-lock-stake)'

  it('a relock stashes the unlock penalty until the old end; unlockStake charges its pro-rata share', async () => {
    const delegator = await fx.fundedWallet(10_000n)
    await (await as(delegator).delegate(aurora, { value: 5_000n * FTM })).wait()
    await (await as(delegator).lockStake(aurora, 180 * DAY, 3_000n * FTM)).wait()
    const [, , oldEnd] = await sfc.getLockupInfo(delegator.address, aurora)
    await advance(HOUR)
    const before = (await as(delegator).unlockStake.staticCall(aurora, 3_000n * FTM)) as bigint
    expect(before).toBeGreaterThan(0n)
    await (await as(delegator).relockStake(aurora, 180 * DAY, 0)).wait()
    const [stashed, end] = await sfc.getStashedPenalties(delegator.address, aurora, 0)
    expect(stashed).toBe(before)
    expect(end).toBe(oldEnd)
    // nothing new accrued since the relock: unlocking a third costs a third of the stashed penalty
    expect(await as(delegator).unlockStake.staticCall(aurora, 1_000n * FTM)).toBe(stashed / 3n)
    await (await as(delegator).unlockStake(aurora, 1_000n * FTM)).wait()
    expect((await sfc.getStashedPenalties(delegator.address, aurora, 0))[0]).toBe(stashed - stashed / 3n)
  })

  it("refuses a fourth small relock that extends the lock by less than 14 days: 'too frequent relocks'", async () => {
    const delegator = await fx.fundedWallet(10_000n)
    await (await as(delegator).delegate(aurora, { value: 3_000n * FTM })).wait()
    await (await as(delegator).lockStake(aurora, 60 * DAY, 2_000n * FTM)).wait()
    for (let i = 0; i < 3; i++) {
      await advance(HOUR)
      await (await as(delegator).relockStake(aurora, 60 * DAY, 0)).wait()
    }
    await advance(HOUR)
    expect(await revertReasonOf(as(delegator).relockStake(aurora, 60 * DAY, 0))).toBe(TOO_FREQUENT)
    // a relock adding more than 1 % of the locked stake is not "small"
    await (await as(delegator).relockStake(aurora, 60 * DAY, 21n * FTM)).wait()
  })

  it("refuses a 31st ongoing relock penalty: 'too many ongoing relocks'", async () => {
    const delegator = await fx.fundedWallet(10_000n)
    await (await as(delegator).delegate(aurora, { value: 9_000n * FTM })).wait()
    await (await as(delegator).lockStake(aurora, 60 * DAY, 1_000n * FTM)).wait()
    for (let i = 0; i < 30; i++) {
      await advance(60)
      await (await as(delegator).relockStake(aurora, 60 * DAY, 50n * FTM)).wait()
    }
    await advance(60)
    expect(await revertReasonOf(as(delegator).relockStake(aurora, 60 * DAY, 50n * FTM))).toBe(
      'too many ongoing relocks',
    )
  })
})

describe('validator limits', () => {
  it('enforces the delegation cap of the near-cap validator', async () => {
    const nimbus = validatorId('Nimbus Node')
    const delegator = await fx.fundedWallet(10_000n)
    const [, , , received] = await sfc.getValidator(nimbus)
    const cap =
      (((await sfc.getSelfStake(nimbus)) as bigint) * ((await sfc.maxDelegatedRatio()) as bigint)) / FTM
    const headroom = cap - (received as bigint)
    expect(headroom).toBeGreaterThan(0n)
    expect(headroom).toBeLessThanOrEqual(2_000n * FTM)
    expect(await revertReasonOf(as(delegator).delegate(nimbus, { value: headroom + 1n }))).toBe(
      "validator's delegations limit is exceeded",
    )
    await (await as(delegator).delegate(nimbus, { value: headroom })).wait()
  })

  it('refuses delegations to offline, cheater and unknown validators', async () => {
    const delegator = await fx.fundedWallet(1_000n)
    for (const name of ['Sleepy Hollow', 'Rogue Signer']) {
      expect(await revertReasonOf(as(delegator).delegate(validatorId(name), { value: FTM }))).toBe(
        "validator isn't active",
      )
    }
    expect(await revertReasonOf(as(delegator).delegate(999, { value: FTM }))).toBe("validator doesn't exist")
    expect(await revertReasonOf(as(delegator).delegate(aurora, { value: 0 }))).toBe('zero amount')
  })

  it('rejects plain FTM transfers to the SFC', async () => {
    const sender = await fx.fundedWallet(10n)
    expect(
      await revertReasonOf(sender.sendTransaction({ to: fx.deployment.contracts.sfc!, value: FTM })),
    ).toBe('transfers not allowed')
  })
})

describe('sFTM', () => {
  it('mints sFTM against a locked delegation, blocks withdrawals until it is redeemed', async () => {
    const delegator = await fx.fundedWallet(10_000n)
    const tokenizer = fx.contract('StakeTokenizer', fx.deployment.contracts.stakeTokenizer!, delegator)
    const sftm = fx.contract('StakedFTM', fx.deployment.contracts.sftm!, delegator)
    await (await as(delegator).delegate(aurora, { value: 2_000n * FTM })).wait()
    expect(await revertReasonOf(tokenizer.mintSFTM(aurora))).toBe("delegation isn't locked up")
    await (await as(delegator).lockStake(aurora, 30 * DAY, 2_000n * FTM)).wait()
    await (await tokenizer.mintSFTM(aurora)).wait()
    expect(await sftm.balanceOf(delegator.address)).toBe(2_000n * FTM)
    expect(await tokenizer.outstandingSFTM(delegator.address, aurora)).toBe(2_000n * FTM)
    expect(await tokenizer.allowedToWithdrawStake(delegator.address, aurora)).toBe(false)
    expect(await revertReasonOf(tokenizer.mintSFTM(aurora))).toBe('sFTM is already minted')
    expect(await revertReasonOf(as(delegator).unlockStake(aurora, FTM))).toBe('outstanding sFTM balance')
    expect(await revertReasonOf(as(delegator).claimRewards(aurora))).toBe('outstanding sFTM balance')

    expect(await revertReasonOf(tokenizer.redeemSFTM(aurora, 2_000n * FTM))).toBe('insufficient allowance')
    expect(await revertReasonOf(tokenizer.redeemSFTM(aurora, 2_001n * FTM))).toBe(
      'low outstanding sFTM balance',
    )
    await (await sftm.increaseAllowance(fx.deployment.contracts.stakeTokenizer!, 2_100n * FTM)).wait()
    await (await tokenizer.redeemSFTM(aurora, 2_000n * FTM)).wait()
    expect(await sftm.balanceOf(delegator.address)).toBe(0n)
    expect(await tokenizer.outstandingSFTM(delegator.address, aurora)).toBe(0n)
    expect(await tokenizer.allowedToWithdrawStake(delegator.address, aurora)).toBe(true)
    await (await as(delegator).unlockStake(aurora, FTM)).wait()
  })
})

describe('ABI compatibility with the real SFC', () => {
  const word = (n: bigint | number) => BigInt(n).toString(16).padStart(64, '0')

  it('has every selector and event of Opera SFC v3 the wallet and the API use', () => {
    for (const [name, selector] of Object.entries({ ...SFC_VIEW_SELECTORS, ...SFC_WRITE_SELECTORS })) {
      expect(sfc.interface.getFunction(`0x${selector}`)?.name, name).toBe(name)
    }
    for (const [name, prefix] of Object.entries(SFC_EVENT_TOPICS)) {
      expect(sfc.interface.getEvent(name)!.topicHash.slice(2, 18), name).toBe(prefix)
    }
    const tokenizer = fx.contract('StakeTokenizer', fx.deployment.contracts.stakeTokenizer!)
    for (const [name, selector] of Object.entries(TOKENIZER_SELECTORS)) {
      expect(tokenizer.interface.getFunction(`0x${selector}`)?.name, name).toBe(name)
    }
  })

  it('answers every view selector sent as raw calldata', async () => {
    for (const selector of Object.values(SFC_VIEW_SELECTORS)) {
      const fn = sfc.interface.getFunction(`0x${selector}`)!
      const data = `0x${selector}${word(0).repeat(fn.inputs.length)}`
      await expect(fx.provider.call({ to: fx.deployment.contracts.sfc!, data }), fn.name).resolves.toMatch(
        /^0x/,
      )
    }
    expect(await sfc.version()).toBe('0x333035') // "305"
    expect(await sfc.constsAddress()).toBe(fx.deployment.contracts.sfc)
    expect(await sfc.withdrawalPeriodEpochs()).toBe(3n)
    expect(await sfc.withdrawalPeriodTime()).toBe(BigInt(7 * DAY))
    expect(await sfc.minLockupDuration()).toBe(BigInt(14 * DAY))
    expect(await sfc.maxLockupDuration()).toBe(BigInt(365 * DAY))
    expect(await sfc.maxDelegatedRatio()).toBe(16n * FTM)
    expect(await sfc.minSelfStake()).toBe(500_000n * FTM)
    expect(await sfc.currentEpoch()).toBe((await sfc.currentSealedEpoch()) + 1n)
  })

  it('decodes the worked encodings of docs/chain-and-api.md#selectors-and-encodings with the real revert reasons', async () => {
    const user = await fx.fundedWallet(10n)
    const raw = (data: string, value = 0n) =>
      revertReasonOf(user.call({ to: fx.deployment.contracts.sfc!, data, value }))
    const delegate17 = `0x9fa6dd35${word(17)}`
    expect(sfc.interface.encodeFunctionData('delegate', [17])).toBe(delegate17)
    expect(await raw(delegate17, FTM)).toBe("validator doesn't exist")
    const undelegate = `0x4f864df4${word(17)}${word(12345)}${word(FTM)}`
    expect(sfc.interface.encodeFunctionData('undelegate', [17, 12345, FTM])).toBe(undelegate)
    expect(await raw(undelegate)).toBe('not enough unlocked stake')
    const lock = `0xde67f215${word(17)}${word(1209600)}${word(FTM)}`
    expect(sfc.interface.encodeFunctionData('lockStake', [17, 1209600, FTM])).toBe(lock)
    expect(lock.slice(10 + 64, 10 + 128).endsWith('127500')).toBe(true)
    expect(await raw(lock)).toBe('not enough stake')
    expect(await raw(`0x0962ef79${word(aurora)}`)).toBe('zero rewards')
    expect(await raw(`0x08c36874${word(aurora)}`)).toBe('zero rewards')
    expect(await raw(`0x441a3e70${word(aurora)}${word(1)}`)).toBe("request doesn't exist")
    expect(await raw(`0xbd14d907${word(aurora)}${word(30 * DAY)}${word(0)}`)).toBe('not locked up')
    expect(await raw(`0x1d3ac42c${word(aurora)}${word(FTM)}`)).toBe('not locked up')
    const delegateNow = await user.call({
      to: fx.deployment.contracts.sfc!,
      data: `0x9fa6dd35${word(aurora)}`,
      value: FTM,
    })
    expect(delegateNow).toBe('0x')
  })
})
