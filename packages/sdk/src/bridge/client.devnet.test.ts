// The bridge client against the devnet's bridge simulator: real envelopes, real codes, a real deposit on chain.
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { JsonRpcProvider, parseEther, Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildNativeTransferTx } from '../contracts/native/buildNativeTransferTx.js'
import { createBridgeClient } from './client.js'

const devnet = inject('devnet')
let provider: JsonRpcProvider
const ETH = '0x1111111111111111111111111111111111111111'
const BNB = 'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2'

async function control(slug: string, body: object) {
  const response = await fetch(`${devnet.url}/devnet/${slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.status).toBe(200)
}

beforeAll(() => {
  provider = new JsonRpcProvider(devnet.rpcUrl, undefined, { cacheTimeout: -1, staticNetwork: true })
})
afterAll(() => provider.destroy())

describe('bridge client on the devnet', () => {
  it('lists the FTM token and reads balances on both chains', async () => {
    const bridge = createBridgeClient({ baseUrl: devnet.bridgeUrl })
    expect((await bridge.getFantomToken()).symbol).toBe('FTM')
    expect(await bridge.getEthBalances({ ethAddress: ETH })).toEqual({ balance: 0 })
    expect(await bridge.getBnbBalances({ bnbAddress: BNB })).toEqual({ balance: 0, pendingBalance: 0 })
  })

  it('maps refused addresses to codes 1 and 2, and missing parameters to 5', async () => {
    const bridge = createBridgeClient({ baseUrl: devnet.bridgeUrl })
    await expect(bridge.getEthBalances({ ethAddress: `0x${'z'.repeat(40)}` })).rejects.toMatchObject({
      bridgeCode: 1,
      message: 'Ethereum address is invalid',
    })
    await expect(bridge.getBnbBalances({ bnbAddress: `bnb1${'b'.repeat(38)}` })).rejects.toMatchObject({
      bridgeCode: 2,
      message: 'Binance address is invalid',
    })
    await expect(bridge.getEthBalances({ ethAddress: '0x12' })).rejects.toMatchObject({ bridgeCode: 5 })
    await expect(bridge.finalizeSwap({ uuid: '', direction: 'OperaToEthereum' })).rejects.toMatchObject({
      bridgeCode: 5,
      message: 'Bad parameters',
    })
  })

  it('is refused with code 5 when its envelope is keyed with another token', async () => {
    const bridge = createBridgeClient({ baseUrl: devnet.bridgeUrl, token: 'not-the-bridge-token' })
    await expect(bridge.getEthBalances({ ethAddress: ETH })).rejects.toMatchObject({
      code: 'BRIDGE_BAD_PARAMETERS',
    })
  })

  it("retries 'Symbol already exists' once with the lower-cased Opera address", async () => {
    const bridge = createBridgeClient({ baseUrl: devnet.bridgeUrl })
    const operaAddress = Wallet.createRandom().address
    const first = await bridge.createSwap({ direction: 'OperaToEthereum', operaAddress, ethAddress: ETH })
    const second = await bridge.createSwap({ direction: 'OperaToEthereum', operaAddress, ethAddress: ETH })
    expect(second.uuid).not.toBe(first.uuid)
    expect(second.raw.client_opera_address).toBe(operaAddress.toLowerCase())
    // Lower case already: nothing left to retry with, so the server's message comes through as code 3.
    await expect(
      bridge.createSwap({
        direction: 'OperaToEthereum',
        operaAddress: operaAddress.toLowerCase(),
        ethAddress: ETH,
      }),
    ).rejects.toMatchObject({ bridgeCode: 3, message: 'Symbol already exists' })
  })

  it('finalizes a swap once the FTM reached the deposit address, crediting the amount minus the fee', async () => {
    await control('bridge', { delayMs: 0 })
    const bridge = createBridgeClient({ baseUrl: devnet.bridgeUrl })
    const wallet = Wallet.createRandom().connect(provider)
    await control('faucet', { address: wallet.address, amount: 200 })
    const ethAddress = Wallet.createRandom().address
    const swap = await bridge.createSwap({
      direction: 'OperaToEthereum',
      operaAddress: wallet.address,
      ethAddress,
    })
    await expect(bridge.finalizeSwap({ uuid: swap.uuid, direction: swap.direction })).rejects.toMatchObject({
      bridgeCode: 4,
      message: 'Unable to find a deposit',
    })
    const tx = buildNativeTransferTx({ recipient: swap.depositAddress, amount: parseEther('80') })
    await (await wallet.sendTransaction(tx)).wait()
    const done = await bridge.finalizeSwap({ uuid: swap.uuid, direction: swap.direction })
    expect(done.result).toMatchObject({ uuid: swap.uuid, status: 'completed', received: 30 })
    expect(await bridge.getEthBalances({ ethAddress })).toEqual({ balance: 30 })
  })

  it("reports code 6 'Bridge is down' while the bridge answers HTTP 500", async () => {
    await control('bridge', { down: true })
    try {
      const bridge = createBridgeClient({ baseUrl: devnet.bridgeUrl })
      await expect(bridge.getTokens()).rejects.toMatchObject({ bridgeCode: 6, message: 'Bridge is down' })
    } finally {
      await control('bridge', { down: false })
    }
  })
})
