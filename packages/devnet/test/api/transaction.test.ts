import { Transaction, type Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ESTIMATE_GAS, GAS_PRICE, PRICE, SEND_TRANSACTION, TRANSACTION_STATUS } from './helpers/documents.js'
import { postGraphql } from './helpers/graphql.js'
import { startTestApi, type TestApi, waitForStatus } from './helpers/startTestApi.js'
import { deployRaw, REVERTER_INIT, TRANSFER_EMITTER_INIT } from './helpers/testContracts.js'

const HEX = /^0x(0|[1-9a-f][0-9a-f]*)$/

let api: TestApi
let wallet: Wallet
let reverter: string
let emitter: string

beforeAll(async () => {
  api = await startTestApi()
  wallet = await api.fundedWallet()
  const send = async (raw: string) => {
    const hash = await api.chain.rpc.call<string>('eth_sendRawTransaction', [raw])
    await waitForStatus(api.apiUrl, hash)
    return hash
  }
  reverter = await deployRaw(wallet, REVERTER_INIT, 0, send)
  emitter = await deployRaw(wallet, TRANSFER_EMITTER_INIT, 1, send)
})
afterAll(() => api?.stop())

async function sign(nonce: number, tx: { to: string; value?: bigint; data?: string; gasLimit?: bigint }) {
  return wallet.signTransaction({ gasLimit: 100_000n, gasPrice: 5_000_000_000n, ...tx, nonce, chainId: 4003 })
}

describe('sendTransaction and transaction status', () => {
  it('broadcasts a signed transaction and answers hash, from and to; its status then reads 0x1', async () => {
    const to = '0x000000000000000000000000000000000000c0de'
    const { body } = await postGraphql(api.apiUrl, SEND_TRANSACTION, { tx: await sign(2, { to, value: 5n }) })
    expect(body.errors).toBeUndefined()
    const sent = body.data.sendTransaction
    expect(sent).toEqual({
      hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
      from: wallet.address.toLowerCase(),
      to,
    })
    expect(await waitForStatus(api.apiUrl, sent.hash)).toBe('0x1')
    const status = await postGraphql(api.apiUrl, TRANSACTION_STATUS, { hash: sent.hash })
    expect(status.body).toEqual({ data: { transaction: { status: '0x1' } } })
  })

  it('reports status 0x0 for a transaction that reverted', async () => {
    const { body } = await postGraphql(api.apiUrl, SEND_TRANSACTION, { tx: await sign(3, { to: reverter }) })
    expect(await waitForStatus(api.apiUrl, body.data.sendTransaction.hash)).toBe('0x0')
  })

  it("passes the node's rejection text through as the error of sendTransaction", async () => {
    const { body } = await postGraphql(api.apiUrl, SEND_TRANSACTION, { tx: await sign(0, { to: reverter }) })
    expect(body.data).toEqual({ sendTransaction: null })
    expect(body.errors?.[0]?.message).toMatch(/nonce too low/i)
    expect(body.errors?.[0]?.path).toEqual(['sendTransaction'])
  })

  it("answers the real server's all-zero transaction, without an error, for a hash nobody knows (R2)", async () => {
    const { body } = await postGraphql(
      api.apiUrl,
      `query ($h: Bytes32!) { transaction(hash: $h) { hash from to nonce value gas gasPrice inputData index
        blockHash blockNumber block { number } gasUsed status contractAddress } }`,
      { h: `0x${'12'.repeat(32)}` },
    )
    expect(body).toEqual({
      data: {
        transaction: {
          hash: `0x${'0'.repeat(64)}`,
          from: `0x${'0'.repeat(40)}`,
          to: null,
          nonce: '0x0',
          value: '0x0',
          gas: '0x0',
          gasPrice: '0x0',
          inputData: '0x',
          index: null,
          blockHash: null,
          blockNumber: null,
          block: null,
          gasUsed: null,
          status: null,
          contractAddress: null,
        },
      },
    })
  })

  it('serves every Transaction field with the real wire formats, incl. decoded token transfers', async () => {
    const { body: sent } = await postGraphql(api.apiUrl, SEND_TRANSACTION, {
      tx: await sign(4, { to: emitter, data: '0xa9059cbb' }),
    })
    const hash = sent.data.sendTransaction.hash
    await waitForStatus(api.apiUrl, hash)
    const { body } = await postGraphql(
      api.apiUrl,
      `query ($h: Bytes32!) { transaction(hash: $h) { hash nonce index from sender { address } to contractAddress
        recipient { address } value gasPrice gas gasUsed inputData blockHash blockNumber status
        block { number hash timestamp transactionCount txHashList parent { number } }
        tokenTransactions { hash tokenAddress tokenType type sender recipient amount tokenId tokenDecimals timeStamp } } }`,
      { h: hash },
    )
    expect(body.errors).toBeUndefined()
    const tx = body.data.transaction
    expect(tx).toMatchObject({
      hash,
      nonce: '0x4',
      index: '0x0',
      from: wallet.address.toLowerCase(),
      sender: { address: wallet.address.toLowerCase() },
      to: emitter,
      contractAddress: null,
      recipient: { address: emitter },
      value: '0x0',
      gas: '0x186a0',
      inputData: '0xa9059cbb',
      status: '0x1',
    })
    for (const key of ['gasPrice', 'gasUsed', 'blockNumber']) expect(tx[key]).toMatch(HEX)
    expect(tx.block).toMatchObject({
      number: tx.blockNumber,
      hash: tx.blockHash,
      transactionCount: 1,
      txHashList: [hash],
    })
    expect(tx.tokenTransactions).toEqual([
      {
        hash,
        tokenAddress: emitter,
        tokenType: 'ERC20',
        type: 'TRANSFER',
        sender: wallet.address.toLowerCase(),
        recipient: '0x000000000000000000000000000000000000dead',
        amount: '0x2a',
        tokenId: '0x0',
        tokenDecimals: 0,
        timeStamp: tx.block.timestamp,
      },
    ])
  })

  it('shows the created contract of a deployment and no recipient', async () => {
    const { body } = await postGraphql(
      api.apiUrl,
      `query ($a: Address!) { account(address: $a) { txList(count: -1) { edges { transaction { to recipient { address } contractAddress } } } } }`,
      { a: wallet.address },
    )
    expect(body.data.account.txList.edges[0].transaction).toEqual({
      to: null,
      recipient: null,
      contractAddress: reverter,
    })
  })
})

describe('gas', () => {
  it('answers gasPrice as a hex wei amount', async () => {
    const { body } = await postGraphql(api.apiUrl, GAS_PRICE)
    expect(body.data.gasPrice).toMatch(HEX)
    expect(BigInt(body.data.gasPrice)).toBeGreaterThan(0n)
  })

  it('estimates a plain transfer at 21000 gas, omitted variables included', async () => {
    const { body } = await postGraphql(api.apiUrl, ESTIMATE_GAS, {
      from: wallet.address,
      to: '0x000000000000000000000000000000000000c0de',
      value: '0x1',
    })
    expect(body).toEqual({ data: { estimateGas: '0x5208' } })
  })

  it("turns a revert into a GraphQL error with the node's message and a null estimate", async () => {
    const { body } = await postGraphql(api.apiUrl, ESTIMATE_GAS, {
      from: wallet.address,
      to: reverter,
      data: '0x',
    })
    expect(body.data).toEqual({ estimateGas: null })
    expect(body.errors).toEqual([
      { message: expect.stringContaining('execution reverted'), path: ['estimateGas'] },
    ])
    expect(body.errors?.[0]?.message).toContain('nope')
  })
})

describe('price', () => {
  it('serves the configured FTM price for USD and EUR, as a JSON number', async () => {
    for (const to of ['USD', 'EUR', 'usd']) {
      const { body } = await postGraphql(api.apiUrl, PRICE, { to })
      expect(typeof body.data.price.price).toBe('number')
      expect(body.data.price.price).toBeGreaterThan(0)
    }
  })

  it('answers every Price field, with lastUpdate as Long', async () => {
    const { body } = await postGraphql(
      api.apiUrl,
      '{ price(to: "EUR") { fromSymbol toSymbol price change24 changePct24 open24 high24 low24 volume24 marketCap lastUpdate } }',
    )
    expect(body.data.price).toMatchObject({ fromSymbol: 'FTM', toSymbol: 'EUR', change24: 0 })
    expect(body.data.price.lastUpdate).toMatch(HEX)
  })

  it('refuses denominations like the real server', async () => {
    const bad = await postGraphql(api.apiUrl, PRICE, { to: 'DOLLARS' })
    expect(bad.body).toEqual({
      data: null,
      errors: [{ message: 'invalid denomination received', path: ['price'] }],
    })
    const unknown = await postGraphql(api.apiUrl, PRICE, { to: 'XYZ' })
    expect(unknown.body.errors?.[0]?.message).toBe('unknown price symbol requested')
  })
})

async function control(path: string, body: unknown) {
  const response = await fetch(`${api.server.url}/devnet/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('R1: "could not be confirmed" for a broadcast transaction, on demand', () => {
  it('answers the error for the next send only, although the transaction was broadcast and is mined', async () => {
    expect(await control('unconfirmed', {})).toEqual({ status: 200, body: { count: 1, hideMs: 0 } })
    const to = '0x000000000000000000000000000000000000c0d1'
    const raw = await sign(5, { to, value: 7n })
    const { body } = await postGraphql(api.apiUrl, SEND_TRANSACTION, { tx: raw })
    const hash = Transaction.from(raw).hash as string
    expect(body.data).toEqual({ sendTransaction: null })
    expect(body.errors?.[0]?.message).toBe(`transaction ${hash} could not be confirmed`)
    expect(body.errors?.[0]?.path).toEqual(['sendTransaction'])
    expect(await waitForStatus(api.apiUrl, hash)).toBe('0x1')
    // the count is used up: the next send answers normally
    const next = await postGraphql(api.apiUrl, SEND_TRANSACTION, { tx: await sign(6, { to, value: 1n }) })
    expect(next.body.errors).toBeUndefined()
    expect(next.body.data.sendTransaction.to).toBe(to)
  })

  it('with hideMs, transaction(hash) answers the all-zero transaction until the time is up, then the real one', async () => {
    await control('unconfirmed', { count: 1, hideMs: 1500 })
    const raw = await sign(7, { to: '0x000000000000000000000000000000000000c0d2', value: 1n })
    const sent = await postGraphql(api.apiUrl, SEND_TRANSACTION, { tx: raw })
    expect(sent.body.errors?.[0]?.message).toMatch(/could not be confirmed$/)
    const hash = Transaction.from(raw).hash as string
    const hidden = await postGraphql(
      api.apiUrl,
      'query ($h: Bytes32!) { transaction(hash: $h) { hash status } }',
      {
        h: hash,
      },
    )
    expect(hidden.body.data.transaction).toEqual({ hash: `0x${'0'.repeat(64)}`, status: null })
    await new Promise((resolve) => setTimeout(resolve, 1600))
    expect(await waitForStatus(api.apiUrl, hash)).toBe('0x1')
  })

  it('refuses a bad body with the field and the problem', async () => {
    expect(await control('unconfirmed', { count: -1 })).toEqual({
      status: 400,
      body: { error: 'count: must not be negative' },
    })
  })
})
