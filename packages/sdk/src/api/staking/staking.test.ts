import { getAddress } from 'ethers'
import { describe, expect, it } from 'vitest'
import { ApiGraphqlError, ApiResponseError } from '../errors.js'
import { fixtureClient } from '../fixtureClient.test-util.js'
import { getDelegation } from './getDelegation.js'
import { getAllDelegationsByAddress, getDelegationsByAddress } from './getDelegationsByAddress.js'
import { getDelegationUnlockedAmount } from './getDelegationUnlockedAmount.js'
import { getDelegationUnlockPenalty } from './getDelegationUnlockPenalty.js'
import { getSfcConfig } from './getSfcConfig.js'
import { getStaker } from './getStaker.js'
import { getStakers } from './getStakers.js'

const USER = getAddress('0xabc0000000000000000000000000000000000001')
const VAL1 = getAddress('0x8b4d5d1d2b4ffd8b0c36feda6b2a0bd6c5e2c3b1')
const E18 = 10n ** 18n

describe('getSfcConfig', () => {
  it('parses every field as bigint', async () => {
    const { client } = fixtureClient('sfc-config')
    expect(await getSfcConfig(client)).toEqual({
      minValidatorStake: 500_000n * E18,
      maxDelegatedRatio: 16n * E18,
      minLockupDuration: 14n * 86_400n,
      maxLockupDuration: 365n * 86_400n,
      withdrawalPeriodEpochs: 3n,
      withdrawalPeriodTime: 7n * 86_400n,
    })
  })
})

describe('getStaker', () => {
  it('parses a validator by id, sending the id as BigInt hex', async () => {
    const { client, requests } = fixtureClient('staker')
    const staker = await getStaker(client, { id: 12n })
    expect(requests[0]?.variables).toEqual({ id: '0xc' })
    expect(staker).toMatchObject({
      id: 12n,
      stakerAddress: VAL1,
      totalStake: 4_000_000n * E18,
      delegatedLimit: 12_000_000n * E18,
      lockedUntil: 0x66b1c2d0,
      stakerInfo: { name: 'Opera Node 12', contact: null },
    })
  })

  it('answers null for an unknown id (server error) and for a non-validator address (server null)', async () => {
    const byId = fixtureClient('staker-not-found')
    expect(await getStaker(byId.client, { id: 999n })).toBeNull()
    const byAddress = fixtureClient('staker-by-address-none')
    expect(await getStaker(byAddress.client, { address: USER })).toBeNull()
    expect(byAddress.requests[0]?.query).toContain('staker(address: $address)')
  })
})

describe('getStakers', () => {
  it('keeps nullable totalStake and stakerInfo as null', async () => {
    const { client } = fixtureClient('stakers')
    const [first, second] = await getStakers(client)
    expect(first).toMatchObject({ id: 12n, isCheater: false, stakerInfo: { logoUrl: null } })
    expect(second).toMatchObject({ id: 1n, totalStake: null, stakerInfo: null, isOffline: true })
  })
})

describe('getDelegation', () => {
  it('parses the full delegation with its withdraw requests', async () => {
    const { client, requests } = fixtureClient('delegation')
    const delegation = await getDelegation(client, { address: USER, stakerId: 12n })
    expect(requests[0]?.variables).toEqual({ address: USER, staker: '0xc' })
    expect(delegation).toMatchObject({
      toStakerId: 12n,
      amountDelegated: 1000n * E18,
      unlockedAmount: 400n * E18,
      pendingRewards: 7n * 10n ** 16n,
      lockDuration: 30 * 86_400,
      isDelegationLocked: true,
    })
    expect(delegation?.withdrawRequests).toEqual([
      {
        address: USER,
        stakerID: 12n,
        withdrawRequestID: 0x3e8a1b2cn,
        createdTime: 0x66a00000,
        withdrawTime: null,
        amount: 500n * E18,
      },
      {
        address: USER,
        stakerID: 12n,
        withdrawRequestID: 1n,
        createdTime: 0x65a00000,
        withdrawTime: 0x65b00000,
        amount: 100n * E18,
      },
    ])
  })

  it('answers null for "unknown delegation" in all three delegation queries', async () => {
    const p = { address: USER, stakerId: 3n }
    expect(await getDelegation(fixtureClient('delegation-unknown').client, p)).toBeNull()
    expect(await getDelegationUnlockedAmount(fixtureClient('delegation-unknown').client, p)).toBeNull()
    expect(
      await getDelegationUnlockPenalty(fixtureClient('delegation-unknown').client, { ...p, amount: 1n }),
    ).toBeNull()
  })

  it('still throws other GraphQL errors', async () => {
    const body = JSON.stringify({
      errors: [{ message: 'panic occurred: boom', path: ['delegation'] }],
      data: null,
    })
    const error = await getDelegation(fixtureClient({ body }).client, { address: USER, stakerId: 1n }).catch(
      (e) => e,
    )
    expect(error).toBeInstanceOf(ApiGraphqlError)
  })

  it('reads the unlocked amount and the unlock penalty of an amount', async () => {
    const unlocked = fixtureClient('delegation-unlocked-amount')
    expect(await getDelegationUnlockedAmount(unlocked.client, { address: USER, stakerId: 12n })).toBe(
      400n * E18,
    )
    const penalty = fixtureClient('delegation-unlock-penalty')
    const p = { address: USER, stakerId: 12n, amount: 100n * E18 }
    expect(await getDelegationUnlockPenalty(penalty.client, p)).toBe(3n * 10n ** 17n)
    expect(penalty.requests[0]?.variables).toEqual({
      address: USER,
      staker: '0xc',
      amount: '0x56bc75e2d63100000',
    })
  })
})

describe('getDelegationsByAddress', () => {
  it('parses a page with its cursor for the next one (page size 25)', async () => {
    const { client, requests } = fixtureClient('delegations-by-address')
    const page = await getDelegationsByAddress(client, { address: USER })
    expect(requests[0]?.variables).toEqual({ address: USER, cursor: null, count: 25 })
    expect(page.items.map((d) => [d.toStakerId, d.amount, d.pendingRewards])).toEqual([
      [12n, 1500n * E18, 7n * 10n ** 16n],
      [1n, 0n, 0n],
    ])
    expect(page.totalCount).toBe(3n)
    expect(page.nextCursor).toBe('60c8a1f0e4b0a1b2c3d4e5f7')
  })

  it('walks all pages with count 100', async () => {
    const last = JSON.stringify({
      data: {
        delegationsByAddress: {
          pageInfo: { first: 'a', last: 'a', hasNext: false, hasPrevious: true },
          totalCount: '0x3',
          edges: [],
        },
      },
    })
    const { client, requests } = fixtureClient('delegations-by-address', { body: last })
    const all = await getAllDelegationsByAddress(client, { address: USER })
    expect(all).toHaveLength(2)
    expect(requests.map((r) => [r.variables?.cursor, r.variables?.count])).toEqual([
      [null, 100],
      ['60c8a1f0e4b0a1b2c3d4e5f7', 100],
    ])
  })

  it('names the missing field of a malformed item', async () => {
    const { client } = fixtureClient('malformed-missing-field')
    const error = await getDelegationsByAddress(client, { address: USER }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiResponseError)
    expect((error as ApiResponseError).path).toBe('delegationsByAddress.edges[0].delegation.amount')
  })
})
