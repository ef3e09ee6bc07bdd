import type { Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_BALANCE, ACCOUNT_HISTORY, ACCOUNT_NONCE } from './helpers/documents.js'
import { postGraphql } from './helpers/graphql.js'
import { startTestApi, type TestApi } from './helpers/startTestApi.js'

const HEX = /^0x(0|[1-9a-f][0-9a-f]*)$/
const HASH = /^0x[0-9a-f]{64}$/
const RECIPIENT = '0x000000000000000000000000000000000000beef'

let api: TestApi
let wallet: Wallet
const sent: string[] = []

beforeAll(async () => {
  api = await startTestApi()
  wallet = await api.fundedWallet()
  for (let i = 1; i <= 7; i++) sent.push(await api.send(wallet, { to: RECIPIENT, value: BigInt(i) }))
})
afterAll(() => api?.stop())

describe('account documents of the original wallet', () => {
  it('answers the nonce document with txCount as a hex string', async () => {
    const { status, body } = await postGraphql(api.apiUrl, ACCOUNT_NONCE, { address: wallet.address })
    expect(status).toBe(200)
    expect(body).toEqual({ data: { account: { txCount: '0x7' } } })
  })

  it('answers the balance document with the lowercase address and the wei balance in hex', async () => {
    const { body } = await postGraphql(api.apiUrl, ACCOUNT_BALANCE, { address: wallet.address })
    const balance = await api.chain.rpc.call<string>('eth_getBalance', [wallet.address, 'latest'])
    expect(body.data.account).toEqual({ address: wallet.address.toLowerCase(), balance })
    expect(body.data.account.balance).toMatch(HEX)
  })

  it('answers an unknown address with a zero account and an empty history instead of null', async () => {
    const address = '0x00000000000000000000000000000000000f00d1'
    const { body } = await postGraphql(api.apiUrl, ACCOUNT_HISTORY, { address, cursor: null, count: 40 })
    expect(body.errors).toBeUndefined()
    expect(body.data.account).toMatchObject({
      address,
      balance: '0x0',
      txCount: '0x0',
      __typename: 'Account',
    })
    expect(body.data.account.txList).toEqual({
      pageInfo: { first: null, last: null, hasNext: false, hasPrevious: false, __typename: 'ListPageInfo' },
      totalCount: '0x0',
      edges: [],
      __typename: 'TransactionList',
    })
  })
})

describe('txList', () => {
  it('lists the newest transactions first with every field the history table reads', async () => {
    const { body } = await postGraphql(api.apiUrl, ACCOUNT_HISTORY, {
      address: wallet.address,
      cursor: null,
      count: 40,
    })
    const list = body.data.account.txList
    expect(list.totalCount).toBe('0x7')
    expect(list.edges.map((e: { cursor: string }) => e.cursor)).toEqual([...sent].reverse())
    const newest = list.edges[0]
    expect(newest.transaction).toMatchObject({
      hash: sent[6],
      from: wallet.address.toLowerCase(),
      to: RECIPIENT,
      value: '0x7',
      gasUsed: '0x5208',
      status: '0x1',
      __typename: 'Transaction',
    })
    expect(newest.transaction.block.number).toMatch(HEX)
    expect(Number(newest.transaction.block.timestamp)).toBeGreaterThan(1_600_000_000)
    expect(list.pageInfo).toMatchObject({ first: sent[6], last: sent[0], hasNext: false, hasPrevious: false })
  })

  it('pages toward older transactions with cursor = pageInfo.last while hasNext', async () => {
    const seen: string[] = []
    let cursor: string | null = null
    for (let page = 0; page < 5; page++) {
      const { body } = await postGraphql(api.apiUrl, ACCOUNT_HISTORY, {
        address: wallet.address,
        cursor,
        count: 3,
      })
      const list = body.data.account.txList
      expect(list.edges.length).toBeLessThanOrEqual(3)
      expect(list.pageInfo.hasPrevious).toBe(cursor !== null)
      seen.push(...list.edges.map((e: { transaction: { hash: string } }) => e.transaction.hash))
      if (!list.pageInfo.hasNext) break
      cursor = list.pageInfo.last
    }
    expect(seen).toEqual([...sent].reverse())
  })

  it('pages toward newer transactions with a negative count, still newest first', async () => {
    const query = `query ($a: Address!, $c: Cursor, $n: Int!) { account(address: $a) { txList(cursor: $c, count: $n) {
      pageInfo { first last hasNext hasPrevious } edges { cursor } } } }`
    const oldest = await postGraphql(api.apiUrl, query, { a: wallet.address, c: null, n: -2 })
    expect(oldest.body.data.account.txList.edges.map((e: { cursor: string }) => e.cursor)).toEqual([
      sent[1],
      sent[0],
    ])
    expect(oldest.body.data.account.txList.pageInfo).toMatchObject({ hasNext: false, hasPrevious: true })
    const newer = await postGraphql(api.apiUrl, query, { a: wallet.address, c: sent[1], n: -2 })
    expect(newer.body.data.account.txList.edges.map((e: { cursor: string }) => e.cursor)).toEqual([
      sent[3],
      sent[2],
    ])
    expect(newer.body.data.account.txList.pageInfo).toMatchObject({ hasNext: true, hasPrevious: true })
  })

  it('lists a transaction for its recipient too, and filters by recipient when asked', async () => {
    const query = `query ($a: Address!, $r: Address) { account(address: $a) { txList(recipient: $r, count: 50) {
      totalCount edges { transaction { hash } } } } }`
    const received = await postGraphql(api.apiUrl, query, { a: RECIPIENT })
    expect(BigInt(received.body.data.account.txList.totalCount)).toBeGreaterThanOrEqual(7n)
    const filtered = await postGraphql(api.apiUrl, query, {
      a: wallet.address,
      r: '0x000000000000000000000000000000000000aaaa',
    })
    expect(filtered.body.data.account.txList).toEqual({ totalCount: '0x0', edges: [] })
  })

  it('refuses an unknown cursor with an error on the field path', async () => {
    const unknown = `0x${'ab'.repeat(32)}`
    const { body } = await postGraphql(api.apiUrl, ACCOUNT_HISTORY, {
      address: wallet.address,
      cursor: unknown,
      count: 3,
    })
    expect(body.errors?.[0]).toMatchObject({ path: ['account', 'txList'] })
    expect(body.errors?.[0]?.message).toContain('invalid cursor value')
    expect(body.errors?.[0]?.locations).toBeUndefined()
  })

  it('writes every hash and cursor as 0x + 64 lowercase hex digits', async () => {
    const { body } = await postGraphql(api.apiUrl, ACCOUNT_HISTORY, {
      address: wallet.address,
      cursor: null,
      count: 2,
    })
    for (const edge of body.data.account.txList.edges) {
      expect(edge.cursor).toMatch(HASH)
      expect(edge.transaction.hash).toMatch(HASH)
    }
  })
})
