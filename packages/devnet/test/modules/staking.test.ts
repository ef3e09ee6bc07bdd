import { parseEther, type Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractInterface, encodeCall } from '../../src/chain/index.js'
import * as doc from './documents/staking.js'
import { ADDRESS, expectPageInfo, HEX, hex } from './helpers/expectWire.js'
import { query, queryErrors } from './helpers/graphql.js'
import { type ModuleDevnet, startModuleDevnet } from './helpers/startModuleDevnet.js'

const DAY = 86_400
const AURORA = 1n
let devnet: ModuleDevnet
let api: string
let user: Wallet
let sfc: string

const sfcCall = (fn: string, args: unknown[] = [], value = 0n) =>
  devnet.send(user, sfc, encodeCall('SFC', fn, args), value)
const sfcRead = async (fn: string, args: unknown[] = []) => {
  const iface = contractInterface('SFC')
  const raw = await devnet.provider.call({ to: sfc, data: iface.encodeFunctionData(fn, args) })
  return iface.decodeFunctionResult(fn, raw)
}
const delegationVars = () => ({ address: user.address, staker: '0x1' })

beforeAll(async () => {
  devnet = await startModuleDevnet()
  api = devnet.apiUrl
  sfc = devnet.contract('sfc')
  user = await devnet.newAccount('5000')
})

afterAll(async () => {
  await devnet?.stop()
})

describe('validators', () => {
  it('answers SFCConfig with the SFC constants in hex', async () => {
    const { sfcConfig } = await query(api, doc.SFC_CONFIG)
    const [minSelfStake] = await sfcRead('minSelfStake')
    const [periodTime] = await sfcRead('withdrawalPeriodTime')
    expect(sfcConfig).toEqual({
      minValidatorStake: `0x${minSelfStake.toString(16)}`,
      maxDelegatedRatio: `0x${(16n * 10n ** 18n).toString(16)}`,
      minLockupDuration: `0x${(14 * DAY).toString(16)}`,
      maxLockupDuration: `0x${(365 * DAY).toString(16)}`,
      withdrawalPeriodEpochs: '0x3',
      withdrawalPeriodTime: `0x${periodTime.toString(16)}`,
    })
  })

  it('answers SFCConfig at each block: a constant the owner changes shows in the very next answer', async () => {
    // The config is read once per block (the devnet README's "Reads per block"), so a change mined in a new block
    // must not be hidden by the reads of the block before it.
    const [owner] = await sfcRead('owner')
    const [periodTime] = (await sfcRead('withdrawalPeriodTime')) as unknown as [bigint]
    const asOwner = async (value: bigint) => {
      await devnet.provider.send('anvil_impersonateAccount', [owner])
      try {
        const signer = await devnet.provider.getSigner(String(owner))
        const tx = await signer.sendTransaction({
          to: sfc,
          data: encodeCall('SFC', 'updateWithdrawalPeriodTime', [value]),
        })
        expect((await tx.wait())?.status).toBe(1)
      } finally {
        await devnet.provider.send('anvil_stopImpersonatingAccount', [owner])
      }
    }
    const before = (await query(api, doc.SFC_CONFIG)).sfcConfig
    expect((await query(api, doc.SFC_CONFIG)).sfcConfig).toEqual(before)
    await asOwner(periodTime + 3600n)
    try {
      const after = (await query(api, doc.SFC_CONFIG)).sfcConfig
      expect(after).toEqual({ ...before, withdrawalPeriodTime: `0x${(periodTime + 3600n).toString(16)}` })
    } finally {
      await asOwner(periodTime)
    }
    expect((await query(api, doc.SFC_CONFIG)).sfcConfig).toEqual(before)
  })

  it('lists every validator by total stake with profiles, offline and cheater flags', async () => {
    const { stakers } = await query(api, doc.STAKERS_PICKER)
    const seeded = devnet.devnet.deployment.validators
    expect(stakers).toHaveLength(seeded.length)
    const totals = stakers.map((s: { totalStake: string }) => BigInt(s.totalStake))
    expect([...totals].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))).toEqual(totals)
    for (const s of stakers) {
      const plan = seeded.find((v) => BigInt(v.id) === BigInt(s.id))
      expect(plan).toBeDefined()
      expect(s.__typename).toBe('Staker')
      expect(s.stakerAddress).toBe(plan?.address.toLowerCase())
      expect(s.isCheater).toBe(plan?.seededStatus === 'cheater')
      expect(s.isOffline).toBe(plan?.seededStatus !== 'active')
      expect(hex(s.delegatedMe) + hex(s.stake)).toBe(hex(s.totalStake))
      if (plan?.profile) {
        expect(s.stakerInfo).toEqual({ ...plan.profile, __typename: 'StakerInfo' })
      } else {
        expect(s.stakerInfo).toBeNull()
      }
    }
    const lists = await query(api, doc.STAKERS_LISTS)
    expect(lists.stakers.map((s: { id: string }) => s.id)).toEqual(stakers.map((s: { id: string }) => s.id))
    const governance = await query(api, doc.STAKERS_GOVERNANCE)
    expect(governance.stakers[0].createdTime).toMatch(HEX)
  })

  it('answers StakerById with the delegation limit and lock-up', async () => {
    const { staker } = await query(api, doc.STAKER_BY_ID, { id: '0x1' })
    expect(staker).toMatchObject({
      id: '0x1',
      stakerAddress: expect.stringMatching(ADDRESS),
      downtime: '0x0',
      isActive: true,
      isOffline: false,
      // inverted like the real API's (R4): false while the validator's lock runs
      isStakeLocked: false,
      stakerInfo: { name: 'Aurora Staking' },
    })
    expect(hex(staker.totalDelegatedLimit)).toBe(hex(staker.stake) * 16n)
    expect(hex(staker.delegatedLimit)).toBe(hex(staker.totalDelegatedLimit) - hex(staker.totalStake))
    expect(Number(hex(staker.lockedUntil))).toBeGreaterThan(await devnet.chainTime())
    const missing = await queryErrors(api, doc.STAKER_BY_ID, { id: '0x63' })
    expect(missing.messages).toEqual(['validator #99 not found'])
    expect(missing.data).toEqual({ staker: null })
  })
})

describe('epochs', () => {
  it('answers GetEpoch for a sealed epoch and for id 0 (the last sealed one)', async () => {
    const [sealed] = await sfcRead('currentSealedEpoch')
    const last = await query(api, doc.GET_EPOCH, { id: '0x0' })
    expect(last.epoch.id).toBe(`0x${sealed.toString(16)}`)
    const [snapshotEnd] = await sfcRead('getEpochSnapshot', [sealed])
    expect(hex(last.epoch.endTime)).toBe(snapshotEnd)
    const [previousEnd] = await sfcRead('getEpochSnapshot', [sealed - 1n])
    expect(hex(last.epoch.duration)).toBe(snapshotEnd - previousEnd)
    const first = await query(api, doc.GET_EPOCH, { id: '0x1' })
    expect(first.epoch).toMatchObject({ id: '0x1', duration: '0x0' })
    const current = await query(api, '{ currentEpoch }')
    expect(hex(current.currentEpoch)).toBe(sealed + 1n)
  })
})

describe('a delegation through its life', () => {
  it('shows a new delegation in every list variant', async () => {
    await sfcCall('delegate', [AURORA], parseEther('1000'))
    const v1 = await query(api, doc.DELEGATIONS_BY_ADDRESS_V1, {
      address: user.address,
      cursor: null,
      count: 25,
    })
    const list = v1.delegationsByAddress
    expect(list.totalCount).toBe('0x1')
    expect(list.pageInfo).toEqual({
      first: list.edges[0].cursor,
      last: list.edges[0].cursor,
      hasNext: false,
      hasPrevious: false,
      __typename: 'ListPageInfo',
    })
    expect(list.edges[0].cursor).toMatch(/^[0-9a-f]{24}$/)
    expect(list.edges[0].delegation).toMatchObject({
      toStakerId: '0x1',
      amount: `0x${parseEther('1000').toString(16)}`,
      isDelegationLocked: false,
      lockedFromEpoch: '0x0',
      pendingRewards: { amount: '0x0', __typename: 'PendingRewards' },
      __typename: 'Delegation',
    })
    expect(Number(hex(list.edges[0].delegation.createdTime))).toBeGreaterThan((await devnet.chainTime()) - 60)
    const v2 = await query(api, doc.DELEGATIONS_BY_ADDRESS_V2, {
      address: user.address,
      cursor: null,
      count: 100,
    })
    expect(v2.delegationsByAddress.edges[0].delegation.lockedUntil).toBe('0x0')
    const v3 = await query(api, doc.DELEGATIONS_BY_ADDRESS_V3, {
      address: user.address,
      cursor: null,
      count: 100,
    })
    expect(v3.delegationsByAddress.edges).toEqual([
      {
        cursor: list.edges[0].cursor,
        delegation: { toStakerId: '0x1', amount: `0x${parseEther('1000').toString(16)}` },
      },
    ])
    const next = await query(api, doc.DELEGATIONS_BY_ADDRESS_V3, {
      address: user.address,
      cursor: list.pageInfo.last,
      count: 100,
    })
    expect(next.delegationsByAddress.edges).toEqual([])
    expectPageInfo(next.delegationsByAddress.pageInfo)
  })

  it('answers the full Delegation document from the chain', async () => {
    const { delegation } = await query(api, doc.DELEGATION_FULL, delegationVars())
    expect(delegation).toEqual({
      toStakerId: '0x1',
      createdTime: expect.stringMatching(HEX),
      amount: `0x${parseEther('1000').toString(16)}`,
      amountDelegated: `0x${parseEther('1000').toString(16)}`,
      amountInWithdraw: '0x0',
      unlockedAmount: `0x${parseEther('1000').toString(16)}`,
      claimedReward: '0x0',
      outstandingSFTM: '0x0',
      tokenizerAllowedToWithdraw: true,
      isFluidStakingActive: true,
      isDelegationLocked: false,
      lockDuration: '0x0',
      lockedUntil: '0x0',
      pendingRewards: { amount: '0x0' },
      withdrawRequests: [],
    })
  })

  it('answers isFluidStakingActive false while POST /devnet/staking switches fluid staking off, true again after', async () => {
    const control = async (body?: object) => {
      const response = await fetch(`${devnet.devnet.url}/devnet/staking`, {
        method: body ? 'POST' : 'GET',
        headers: { 'content-type': 'application/json' },
        body: body ? JSON.stringify(body) : undefined,
      })
      return { status: response.status, body: await response.json() }
    }
    const active = async () =>
      (await query(api, doc.DELEGATION_FULL, delegationVars())).delegation.isFluidStakingActive
    expect(await control()).toEqual({ status: 200, body: { fluidStaking: true } })
    try {
      expect(await control({ fluidStaking: false })).toEqual({ status: 200, body: { fluidStaking: false } })
      expect(await active()).toBe(false)
      expect((await control()).body).toEqual({ fluidStaking: false })
    } finally {
      expect(await control({ fluidStaking: true })).toEqual({ status: 200, body: { fluidStaking: true } })
    }
    expect(await active()).toBe(true)
    expect(await control({})).toEqual({ status: 400, body: { error: 'fluidStaking: must be true or false' } })
    expect((await control({ fluidStaking: 'off' })).body.error).toBe('fluidStaking: must be true or false')
  })

  it('shows rewards after an epoch is sealed, in the delegation and the account', async () => {
    await devnet.advance(DAY)
    const { delegation } = await query(api, doc.DELEGATION_REWARDS, delegationVars())
    const pending = hex(delegation.pendingRewards.amount)
    const [onChain] = await sfcRead('pendingRewards', [user.address, AURORA])
    expect(pending).toBeGreaterThan(0n)
    expect(pending).toBe(onChain)
    const vars = { address: user.address, cursor: null, count: 50 }
    const { account } = await query(api, doc.ACCOUNT_FULL, vars)
    expect(account.delegations.edges[0].delegation.pendingRewards.amount).toBe(
      delegation.pendingRewards.amount,
    )
    expect(hex(account.totalValue)).toBe(hex(account.balance) + parseEther('1000') + pending)
    const polled = await query(api, doc.ACCOUNT_BALANCE_DELEGATIONS, vars)
    expect(polled.account.delegations.totalCount).toBe('0x1')
  })

  it('counts claimed rewards', async () => {
    const [pending] = await sfcRead('pendingRewards', [user.address, AURORA])
    await sfcCall('claimRewards', [AURORA])
    const { delegation } = await query(api, doc.DELEGATION_LOCK, delegationVars())
    expect(hex(delegation.claimedReward)).toBe(pending)
  })

  it('tracks an undelegation from request to withdrawal', async () => {
    await sfcCall('undelegate', [AURORA, 7n, parseEther('300')])
    const open = await query(api, doc.DELEGATION_FULL, delegationVars())
    expect(open.delegation).toMatchObject({
      amount: `0x${parseEther('1000').toString(16)}`,
      amountDelegated: `0x${parseEther('700').toString(16)}`,
      amountInWithdraw: `0x${parseEther('300').toString(16)}`,
      withdrawRequests: [
        {
          address: user.address.toLowerCase(),
          stakerID: '0x1',
          withdrawRequestID: '0x7',
          createdTime: expect.stringMatching(HEX),
          withdrawTime: null,
          amount: `0x${parseEther('300').toString(16)}`,
        },
      ],
    })
    const unlocked = await query(api, doc.UNLOCKED_AMOUNT, delegationVars())
    expect(unlocked.delegation.unlockedAmount).toBe(`0x${parseEther('700').toString(16)}`)
    const c = await query(api, doc.ACCOUNT_WITH_DELEGATIONS, {
      address: user.address,
      cursor: null,
      count: 50,
    })
    expect(c.account.staker).toBeNull()
    expect(c.account.delegations.edges[0].delegation.withdrawRequests[0].account).toEqual({
      address: user.address.toLowerCase(),
    })

    // 7 days and 3 sealed epochs later the request can be withdrawn.
    await devnet.advance(8 * DAY)
    await devnet.advance(0)
    await devnet.advance(0)
    await sfcCall('withdraw', [AURORA, 7n])
    const done = await query(api, doc.DELEGATION_FULL, delegationVars())
    expect(done.delegation.amountInWithdraw).toBe('0x0')
    expect(done.delegation.amount).toBe(`0x${parseEther('700').toString(16)}`)
    expect(Number(hex(done.delegation.withdrawRequests[0].withdrawTime))).toBeGreaterThanOrEqual(
      Number(hex(done.delegation.withdrawRequests[0].createdTime)) + 7 * DAY,
    )
  })

  it('shows a lock-up and the penalty of unlocking early', async () => {
    const duration = 30 * DAY
    await sfcCall('lockStake', [AURORA, duration, parseEther('500')])
    const before = await devnet.chainTime()
    await devnet.advance(DAY)
    const { delegation } = await query(api, doc.DELEGATION_LOCK, delegationVars())
    expect(delegation.isDelegationLocked).toBe(true)
    expect(delegation.lockDuration).toBe(`0x${duration.toString(16)}`)
    expect(Number(hex(delegation.lockedUntil))).toBeGreaterThanOrEqual(before + duration - 5)
    const v1 = await query(api, doc.DELEGATIONS_BY_ADDRESS_V1, {
      address: user.address,
      cursor: null,
      count: 25,
    })
    expect(hex(v1.delegationsByAddress.edges[0].delegation.lockedFromEpoch)).toBeGreaterThan(0n)
    const unlocked = await query(api, doc.UNLOCKED_AMOUNT, delegationVars())
    expect(unlocked.delegation.unlockedAmount).toBe(`0x${parseEther('200').toString(16)}`)

    const amount = `0x${parseEther('100').toString(16)}`
    const penalty = await query(api, doc.UNLOCK_PENALTY, { ...delegationVars(), amount })
    const simulated = await devnet.provider.call({
      from: user.address,
      to: sfc,
      data: encodeCall('SFC', 'unlockStake', [AURORA, parseEther('100')]),
    })
    expect(hex(penalty.delegation.unlockPenalty)).toBe(BigInt(simulated))
    expect(hex(penalty.delegation.unlockPenalty)).toBeGreaterThan(0n)
  })

  it('says so when there is no such delegation', async () => {
    const { data, messages } = await queryErrors(api, doc.DELEGATION_AMOUNT, {
      address: user.address,
      staker: '0x2',
    })
    expect(messages).toEqual(['unknown delegation'])
    expect(data).toEqual({ delegation: null })
  })

  it('gives a validator account its staker', async () => {
    const aurora = devnet.devnet.deployment.validators.find((v) => v.id === 1)?.address ?? ''
    const { account } = await query(api, doc.ACCOUNT_WITH_DELEGATIONS, {
      address: aurora,
      cursor: null,
      count: 50,
    })
    expect(account.staker).toMatchObject({
      id: '0x1',
      isActive: true,
      createdTime: expect.stringMatching(HEX),
    })
    expect(
      account.delegations.edges.map((e: { delegation: { toStakerId: string } }) => e.delegation.toStakerId),
    ).toContain('0x1')
  })
})
