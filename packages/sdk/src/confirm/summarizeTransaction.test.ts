import { describe, expect, it } from 'vitest'
import { devnet } from '../constants/networks.js'
import type { PreparedTransaction } from '../tx/types.js'
import { readConfirmationFacts } from './readConfirmationFacts.js'
import { summarizeTransaction } from './summarizeTransaction.js'

const from = '0x1111111111111111111111111111111111111111'
const to = '0x2222222222222222222222222222222222222222'
const GWEI = 10n ** 9n
const transaction: PreparedTransaction = {
  from,
  to,
  value: 100n * 10n ** 18n,
  data: '0x',
  nonce: 7n,
  gasPrice: 3n * GWEI,
  gasLimit: 23_000n,
  chainId: devnet.chainId,
  fee: 69_000n * GWEI,
  error: null,
}
const network = { name: 'Devnet', chainId: devnet.chainId }

describe('summarizeTransaction', () => {
  it('shows network, names, value, gas, fee, total and nonce in FTM and the display currency', () => {
    const summary = summarizeTransaction(transaction, {
      network,
      names: { [from]: 'Main', [to]: 'Alice' },
      price: { currency: 'USD', price: 0.5 },
    })
    expect(summary.total).toBe(transaction.value + transaction.fee)
    expect(summary.from).toEqual({ address: from, name: 'Main' })
    expect(summary.to).toEqual({ address: to, name: 'Alice' })
    expect(summary.lines).toEqual([
      { label: 'Network', value: `Devnet (chain ${devnet.chainId})` },
      { label: 'From', value: `Main (${from})` },
      { label: 'To', value: `Alice (${to})` },
      { label: 'Value', value: '100 FTM ($50.00)' },
      { label: 'Gas', value: '23,000 × 3 gwei' },
      { label: 'Fee', value: '0.000069 FTM ($0.00)' },
      { label: 'Total', value: '100.000069 FTM ($50.00)' },
      { label: 'Nonce', value: '7' },
    ])
  })

  it('shows FTM only without a price, and the addresses alone without names', () => {
    const summary = summarizeTransaction(transaction, { network, price: null })
    expect(summary.currency).toBeNull()
    expect(summary.totalFiat).toBeNull()
    expect(summary.lines.find((l) => l.label === 'To')?.value).toBe(to)
    expect(summary.lines.find((l) => l.label === 'Total')?.value).toBe('100.000069 FTM')
  })

  it('shows a contract creation without a recipient: no To row', () => {
    const creation: PreparedTransaction<null> = { ...transaction, to: null, value: 0n, data: '0x6080' }
    const summary = summarizeTransaction(creation, { network, names: { [from]: 'Main' } })
    expect(summary.to).toBeNull()
    expect(summary.lines.map((l) => `${l.label}: ${l.value}`)).toEqual([
      `Network: Devnet (chain ${devnet.chainId})`,
      `From: Main (${from})`,
      'Value: 0 FTM',
      'Gas: 23,000 × 3 gwei',
      'Fee: 0.000069 FTM',
      'Total: 0.000069 FTM',
      'Nonce: 7',
    ])
  })

  it('says the gas was not estimated when the estimate failed (fee 0)', () => {
    const summary = summarizeTransaction({ ...transaction, gasLimit: 0n, fee: 0n }, { network })
    expect(summary.lines.find((l) => l.label === 'Gas')?.value).toBe('not estimated')
    expect(summary.total).toBe(transaction.value)
  })
})

describe('readConfirmationFacts', () => {
  it('reads the price in the display currency and lower-cases the names', async () => {
    const client = {
      endpointCount: 1,
      currentEndpoint: () => 0,
      request: async () => ({ price: { price: 0.123456 } }),
    }
    const facts = await readConfirmationFacts({
      client,
      transaction: { ...transaction, chainId: devnet.chainId },
      sources: { networkName: 'Devnet', currency: 'EUR', names: () => ({ [to.toUpperCase()]: 'Bob' }) },
    })
    expect(facts).toMatchObject({
      network,
      names: { [to.toLowerCase()]: 'Bob' },
      price: { currency: 'EUR', price: 0.12345 },
    })
  })

  it('leaves the price out when it cannot be read', async () => {
    const client = {
      endpointCount: 1,
      currentEndpoint: () => 0,
      request: async () => {
        throw new Error('down')
      },
    }
    const facts = await readConfirmationFacts({
      client,
      transaction: { ...transaction, chainId: 250 },
      sources: { currency: 'USD' },
    })
    expect(facts.price).toBeNull()
    expect(facts.network).toEqual({ name: 'Chain 250', chainId: 250 })
  })
})
