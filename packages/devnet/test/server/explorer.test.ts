// The devnet's minimal explorer: the pages the wallet's explorer links open on a devnet, read from its index.
import { JsonRpcProvider } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApi, type TestApi } from '../api/helpers/startTestApi.js'

let api: TestApi
const address = '0x00000000000000000000000000000000000face2'

beforeAll(async () => {
  api = await startTestApi()
})
afterAll(() => api?.stop())

const get = async (path: string) => {
  const response = await fetch(`${api.server.url}${path}`)
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() }
}

describe('explorer', () => {
  it('is told in /devnet/info and shows a transaction and an address from the index', async () => {
    const info = (await (await fetch(`${api.server.url}/devnet/info`)).json()) as { explorerUrl: string }
    expect(info.explorerUrl).toBe(`${api.server.url}/explorer/`)
    const wallet = await api.fundedWallet()
    // send() returns once the API reports the transaction mined (the index has it).
    const hash = await api.send(wallet, { to: address, value: 3n * 10n ** 18n })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)

    const tx = await get(`/explorer/tx/${hash}`)
    expect(tx.status).toBe(200)
    expect(tx.type).toBe('text/html; charset=utf-8')
    expect(tx.html).toContain('<h1>Transaction</h1>')
    expect(tx.html).toContain(hash)
    expect(tx.html).toContain('3.0 FTM')
    expect(tx.html).toContain(`/explorer/address/${address.toLowerCase()}`)

    const page = await get(`/explorer/address/${address}`)
    expect(page.status).toBe(200)
    expect(page.html).toContain('Transactions (1)')
    expect(page.html).toContain(`/explorer/tx/${hash}`)
  })

  it('shows a transaction as soon as the chain has mined it, before the index would look for new blocks', async () => {
    const wallet = (await api.fundedWallet()).connect(
      new JsonRpcProvider(api.chain.rpcUrl, 4003, { staticNetwork: true }),
    )
    const sent = await wallet.sendTransaction({
      to: address,
      value: 10n ** 18n,
      type: 0,
      gasPrice: 10n ** 9n,
    })
    const receipt = await sent.wait()
    expect(receipt?.status).toBe(1)
    // Straight after the receipt, asked of the explorer alone: no API request has made the index catch up.
    const tx = await get(`/explorer/tx/${sent.hash}`)
    expect(tx.status).toBe(200)
    expect(tx.html).toContain('<h1>Transaction</h1>')
    expect(tx.html).toContain(sent.hash)
    expect(tx.html).toContain('1.0 FTM')
  })

  it('answers 404 pages for what the index does not know', async () => {
    expect((await get(`/explorer/tx/0x${'ab'.repeat(32)}`)).status).toBe(404)
    expect((await get('/explorer/tx/<script>')).html).not.toContain('<script>')
    expect((await get('/explorer/address/nope')).status).toBe(404)
    expect((await get('/explorer/block/1')).status).toBe(404)
    expect((await get('/explorer/')).status).toBe(200)
  })
})
