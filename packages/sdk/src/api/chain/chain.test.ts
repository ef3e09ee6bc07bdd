import { getAddress } from 'ethers'
import { describe, expect, it } from 'vitest'
import { ApiGraphqlError, ApiInputError } from '../errors.js'
import { fixtureClient } from '../fixtureClient.test-util.js'
import { getEpoch } from './getEpoch.js'
import { getGasEstimate } from './getGasEstimate.js'
import { getGasPrice } from './getGasPrice.js'
import { getTransaction } from './getTransaction.js'
import { sendTransaction } from './sendTransaction.js'

const USER = getAddress('0xabc0000000000000000000000000000000000001')
const USER2 = getAddress('0x5aa7d0de3ea0ad02d4bb4a0b17e58b6e1bd6f21a')
const HASH = `0x${'09'.repeat(32)}`

describe('getGasPrice', () => {
  it('parses the Long gas price', async () => {
    const { client } = fixtureClient('gas-price')
    expect(await getGasPrice(client)).toBe(1_000_000_000n)
  })
})

describe('getGasEstimate', () => {
  it('sends hex quantities, omits unset variables and returns the estimate', async () => {
    const { client, requests } = fixtureClient('estimate-gas')
    expect(await getGasEstimate(client, { from: USER, to: USER2, value: 10n ** 18n })).toBe(21_000n)
    expect(requests[0]?.variables).toEqual({ from: USER, to: USER2, value: '0xde0b6b3a7640000' })
  })

  it('turns a revert into ApiGraphqlError with the node text', async () => {
    const { client } = fixtureClient('estimate-gas-error')
    const error = await getGasEstimate(client, { from: USER, to: USER2, data: '0x1234' }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(ApiGraphqlError)
    expect((error as ApiGraphqlError).messages).toEqual(['execution reverted: insufficient allowance'])
  })

  it('refuses data that is not hex bytes', async () => {
    const { client } = fixtureClient()
    await expect(getGasEstimate(client, { data: 'hello' })).rejects.toBeInstanceOf(ApiInputError)
  })
})

describe('getTransaction', () => {
  it.each([
    ['transaction-pending', 'pending', null],
    ['transaction-success', 'success', 21_000n],
    ['transaction-failed', 'failed', 0x7a12n],
  ] as const)('%s → %s', async (fixture, status, gasUsed) => {
    const { client } = fixtureClient(fixture)
    const tx = await getTransaction(client, { hash: HASH.toUpperCase().replace('0X', '0x') })
    expect(tx).toMatchObject({ hash: HASH, status, gasUsed, from: USER })
  })

  it('treats the all-zero answer for an unknown hash as not found', async () => {
    const { client } = fixtureClient('transaction-unknown')
    expect(await getTransaction(client, { hash: HASH })).toBeNull()
  })

  it('treats a "not found" error as not found', async () => {
    const body = JSON.stringify({
      errors: [{ message: `transaction ${HASH} not found`, path: ['transaction'] }],
      data: { transaction: null },
    })
    const { client } = fixtureClient({ body })
    expect(await getTransaction(client, { hash: HASH })).toBeNull()
  })
})

describe('sendTransaction', () => {
  it('sends the raw transaction as Bytes and returns hash, from, to', async () => {
    const { client, requests } = fixtureClient('send-transaction')
    const result = await sendTransaction(client, { rawTransaction: '0xf86b01' })
    expect(result).toEqual({ hash: HASH, from: USER, to: USER2 })
    expect(requests[0]?.query).toMatch(/^mutation/)
    expect(requests[0]?.variables).toEqual({ tx: '0xf86b01' })
  })

  it('rejects with the node error text', async () => {
    const { client } = fixtureClient('send-transaction-error')
    await expect(sendTransaction(client, { rawTransaction: '0xf86b01' })).rejects.toThrow('nonce too low')
  })
})

describe('getEpoch', () => {
  it('reads the last sealed epoch when no id is given', async () => {
    const { client, requests } = fixtureClient('epoch')
    expect(await getEpoch(client)).toEqual({ id: 0x1a2b3n, endTime: 0x6457a1c0, duration: 0x25e })
    expect(requests[0]?.variables).toEqual({})
  })

  it('sends an id as a Long hex string', async () => {
    const { client, requests } = fixtureClient('epoch')
    await getEpoch(client, { id: 26n })
    expect(requests[0]?.variables).toEqual({ id: '0x1a' })
  })
})
