import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postGraphql } from './helpers/graphql.js'
import { startTestApi, type TestApi } from './helpers/startTestApi.js'

const HEX = /^0x(0|[1-9a-f][0-9a-f]*)$/
const HASH = /^0x[0-9a-f]{64}$/

let api: TestApi
const sent: string[] = []

beforeAll(async () => {
  api = await startTestApi()
  const wallet = await api.fundedWallet()
  for (let i = 0; i < 3; i++)
    sent.push(await api.send(wallet, { to: '0x000000000000000000000000000000000000beef' }))
})
afterAll(() => api?.stop())

describe('blocks', () => {
  it('answers the latest block, a block by number and by hash, and null + "block not found" for others', async () => {
    const latest = await postGraphql(
      api.apiUrl,
      '{ block { number hash timestamp gasLimit gasUsed parent { number } } }',
    )
    const block = latest.body.data.block
    expect(block.hash).toMatch(HASH)
    for (const key of ['number', 'timestamp', 'gasLimit', 'gasUsed']) expect(block[key]).toMatch(HEX)
    expect(BigInt(block.parent.number)).toBe(BigInt(block.number) - 1n)
    const byNumber = await postGraphql(api.apiUrl, 'query ($n: Long) { block(number: $n) { hash } }', {
      n: block.number,
    })
    expect(byNumber.body.data.block.hash).toBe(block.hash)
    const byHash = await postGraphql(api.apiUrl, 'query ($h: Bytes32) { block(hash: $h) { number } }', {
      h: block.hash,
    })
    expect(byHash.body.data.block.number).toBe(block.number)
    const missing = await postGraphql(api.apiUrl, '{ block(number: "0xffffff") { number } }')
    expect(missing.body).toEqual({
      data: { block: null },
      errors: [{ message: 'block not found', path: ['block'] }],
    })
  })

  it('pages blocks newest first with the block number as cursor and the height as totalCount', async () => {
    const query = `query ($c: Cursor, $n: Int!) { blocks(cursor: $c, count: $n) { totalCount
      pageInfo { first last hasNext hasPrevious } edges { cursor block { number } } } }`
    const first = await postGraphql(api.apiUrl, query, { c: null, n: 2 })
    const height = BigInt(first.body.data.blocks.totalCount)
    const numbers = first.body.data.blocks.edges.map((e: { block: { number: string } }) =>
      BigInt(e.block.number),
    )
    expect(numbers).toEqual([height, height - 1n])
    expect(first.body.data.blocks.edges[0].cursor).toBe(`0x${height.toString(16)}`)
    const next = await postGraphql(api.apiUrl, query, { c: first.body.data.blocks.pageInfo.last, n: 2 })
    expect(BigInt(next.body.data.blocks.edges[0].block.number)).toBe(height - 2n)
    expect(next.body.data.blocks.pageInfo.hasPrevious).toBe(true)
  })
})

describe('chain-wide lists and state', () => {
  it('lists every chain transaction newest first', async () => {
    const { body } = await postGraphql(
      api.apiUrl,
      '{ transactions(count: 3) { totalCount edges { cursor } } }',
    )
    expect(body.data.transactions.edges.map((e: { cursor: string }) => e.cursor)).toEqual([...sent].reverse())
    expect(BigInt(body.data.transactions.totalCount)).toBe(3n)
  })

  it('answers state, version and accountsActive', async () => {
    const { body } = await postGraphql(
      api.apiUrl,
      '{ version accountsActive state { blocks transactions accounts validators sfcVersion sfcContractAddress sfcLockingEnabled } }',
    )
    expect(body.errors).toBeUndefined()
    expect(body.data.version).toMatch(/^ftm-devnet\//)
    expect(body.data.accountsActive).toBe('0x2')
    expect(body.data.state).toMatchObject({
      transactions: '0x3',
      accounts: '0x2',
      sfcContractAddress: '0xfc00face00000000000000000000000000000000',
      sfcLockingEnabled: true,
    })
    expect(body.data.state.blocks).toMatch(HEX)
  })

  it('refuses scalar inputs with the real decoding texts', async () => {
    const decimal = await postGraphql(api.apiUrl, 'query ($n: Long) { block(number: $n) { number } }', {
      n: '26',
    })
    expect(decimal.body.errors?.[0]?.message).toContain('hex string without 0x prefix')
    expect(decimal.body.data).toBeUndefined()
    const short = await postGraphql(api.apiUrl, 'query ($a: Address!) { account(address: $a) { balance } }', {
      a: '0x12',
    })
    expect(short.body.errors?.[0]?.message).toContain('hex string has length 2, want 40 for Address')
  })
})
