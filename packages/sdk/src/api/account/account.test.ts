import { getAddress } from 'ethers'
import { describe, expect, it } from 'vitest'
import { ApiInputError, ApiResponseError } from '../errors.js'
import { fixtureClient } from '../fixtureClient.test-util.js'
import { getAccount, getAccountQueryKey } from './getAccount.js'
import { getAccountBalances } from './getAccountBalances.js'
import { getAccounts } from './getAccounts.js'
import { getTransactionCount } from './getTransactionCount.js'
import { getTransactionHistory } from './getTransactionHistory.js'

// fixture addresses, checksummed the way the parser must return them
const USER = getAddress('0xabc0000000000000000000000000000000000001')
const USER2 = getAddress('0x5aa7d0de3ea0ad02d4bb4a0b17e58b6e1bd6f21a')
const E18 = 10n ** 18n

describe('getAccount', () => {
  it('parses the full account: hex → bigint, lowercase → checksummed, one pending reward per delegation', async () => {
    const { client, requests } = fixtureClient('account-full')
    const account = await getAccount(client, { address: USER.toLowerCase() })
    expect(account).toEqual({
      address: USER,
      balance: 1234n * E18 + 5n * 10n ** 17n,
      totalValue: 5234n * E18 + 5n * 10n ** 17n + 12n * 10n ** 16n,
      staker: null,
      delegations: [
        { toStakerId: 12n, pendingRewards: 7n * 10n ** 16n },
        { toStakerId: 1n, pendingRewards: 5n * 10n ** 16n },
      ],
      pendingRewards: [7n * 10n ** 16n, 5n * 10n ** 16n],
    })
    expect(requests[0]?.variables).toEqual({ address: USER.toLowerCase(), cursor: null, count: 50 })
  })

  it('follows further delegation pages by cursor, without re-reading the balance', async () => {
    const { client, requests } = fixtureClient('account-full-page1', 'account-delegations-page2')
    const account = await getAccount(client, { address: USER })
    expect(account.staker).toEqual({ id: 1n, createdTime: 0x60a3c2b0, isActive: true })
    expect(account.pendingRewards).toEqual([3n * E18, 0n])
    expect(requests[1]?.variables).toMatchObject({ cursor: '60c8a1f0e4b0a1b2c3d4e601', count: 50 })
    expect(requests[1]?.query).not.toContain('totalValue')
  })

  it('refuses a bad address before any request', async () => {
    const { client, requests } = fixtureClient()
    await expect(getAccount(client, { address: '0x123' })).rejects.toBeInstanceOf(ApiInputError)
    expect(requests).toHaveLength(0)
  })

  it('makes JSON-hashable query keys that ignore address case', () => {
    expect(getAccountQueryKey({ address: USER })).toEqual(['account', { address: USER.toLowerCase() }])
  })
})

describe('getAccountBalances', () => {
  it('reads every account in ONE aliased request', async () => {
    const { client, requests } = fixtureClient('account-balances')
    const balances = await getAccountBalances(client, { addresses: [USER, USER2] })
    expect(requests).toHaveLength(1)
    expect(requests[0]?.query).toContain('a0: account(address: $a0)')
    expect(requests[0]?.query).toContain('a1: account(address: $a1)')
    expect(requests[0]?.variables).toEqual({ a0: USER, a1: USER2 })
    expect(balances).toEqual([
      { address: USER, balance: 1234n * E18, totalValue: 5234n * E18 },
      { address: USER2, balance: 0n, totalValue: 0n },
    ])
  })

  it('rejects an answer for a different address than asked', async () => {
    const { client } = fixtureClient('account-balances')
    const error = await getAccountBalances(client, { addresses: [USER2, USER] }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiResponseError)
    expect((error as ApiResponseError).path).toBe('a0.address')
  })
})

describe('getAccounts', () => {
  it('loads full accounts in one aliased request', async () => {
    const { client, requests } = fixtureClient('accounts-full')
    const accounts = await getAccounts(client, { addresses: [USER, USER2] })
    expect(requests).toHaveLength(1)
    expect(accounts.map((a) => [a.balance, a.totalValue, a.pendingRewards])).toEqual([
      [10n * E18, 110n * E18, [10n ** 17n]],
      [0n, 0n, []],
    ])
  })
})

describe('getTransactionCount', () => {
  it('returns the nonce as bigint', async () => {
    const { client } = fixtureClient('account-txcount')
    expect(await getTransactionCount(client, { address: USER })).toBe(26n)
  })

  it('names the field when the server sends a JSON number instead of hex', async () => {
    const { client } = fixtureClient('malformed-balance-number')
    const error = await getTransactionCount(client, { address: USER }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiResponseError)
    expect((error as ApiResponseError).path).toBe('account.txCount')
    expect((error as ApiResponseError).message).toContain('account.txCount')
  })
})

describe('getTransactionHistory', () => {
  it('parses a page with pending, failed and contract-creation rows', async () => {
    const { client, requests } = fixtureClient('account-history')
    const history = await getTransactionHistory(client, { address: USER })
    expect(requests[0]?.variables).toEqual({ address: USER, cursor: null, count: 40 })
    const [pending, received, failed, creation] = history.transactions.items
    expect(pending).toMatchObject({
      status: 'pending',
      block: null,
      gasUsed: null,
      value: E18,
      inputData: '0x',
    })
    expect(received).toMatchObject({
      status: 'success',
      inputData: '0x72656e74',
      gasUsed: 21000n,
      block: { number: 0x3f2a1bn, timestamp: 0x6457a1c0 },
    })
    expect(failed?.status).toBe('failed')
    expect(creation?.to).toBeNull()
    expect(history.transactions.totalCount).toBe(5n)
    expect(history.transactions.nextCursor).toBe(`0x${'04'.repeat(32)}`)
    expect(history.txCount).toBe(3n)
  })

  it('rejects a page size the server would not honour', async () => {
    const { client } = fixtureClient()
    await expect(getTransactionHistory(client, { address: USER, count: 0 })).rejects.toBeInstanceOf(
      ApiInputError,
    )
  })
})
