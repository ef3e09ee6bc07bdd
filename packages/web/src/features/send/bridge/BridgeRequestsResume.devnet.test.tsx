import type {} from '@ftm-wallet/devnet/vitest-setup'
import { createBridgeClient } from '@ftm-wallet/sdk'
import { createBridgeRequestStore } from '@ftm-wallet/sdk/machines'
import { screen } from '@testing-library/react'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { renderApp } from '../../../../test/helpers/renderApp.js'

// A pending bridge request stored by an earlier session is finished at app start, on the first screen (the welcome
// screen here), without the bridge send screen ever opening: docs/behaviour/bridge.md#pending-requests.
const devnet = inject('devnet')
const OPERA = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const TARGET = `0x${'4d'.repeat(20)}`
const E18 = 10n ** 18n

async function control(slug: string, body: object) {
  const response = await fetch(`${devnet.url}/devnet/${slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  expect(response.ok).toBe(true)
}

let swap: { uuid: string; depositAddress: string }

beforeAll(async () => {
  await control('bridge', { down: false, delayMs: 0 })
  const bridge = createBridgeClient({ baseUrl: devnet.bridgeUrl })
  swap = await bridge.createSwap({ direction: 'OperaToEthereum', operaAddress: OPERA, ethAddress: TARGET })
  // The deposit reached the bridge's address in the earlier session; the wallet was closed before it completed.
  await control('faucet', { address: swap.depositAddress, amount: '70' })
}, 120_000)

describe('bridge requests at app start', () => {
  it('finishes a stored pending request on the first screen, the bridge send screen never opened', async () => {
    const { services } = await renderApp('/', {
      apiUrls: [devnet.apiUrl],
      seed: async (seeded) => {
        const store = await createBridgeRequestStore({
          storage: seeded.storage,
          chainId: devnet.info.chainId,
        })
        await store.save({
          uuid: swap.uuid,
          direction: 'OperaToEthereum',
          from: OPERA,
          targetAddress: TARGET,
          depositAddress: swap.depositAddress,
          amount: (70n * E18).toString(),
          receive: (20n * E18).toString(),
        })
      },
    })
    expect(screen.queryByRole('region', { name: 'Bridge requests' })).toBeNull()
    const stored = async () =>
      (await createBridgeRequestStore({ storage: services.storage, chainId: devnet.info.chainId })).get(
        swap.uuid,
      )?.status
    await expect.poll(stored, { timeout: 60_000, interval: 500 }).toBe('finalized')
    const bridge = createBridgeClient({ baseUrl: devnet.bridgeUrl })
    expect((await bridge.getEthBalances({ ethAddress: TARGET })).balance).toBe(20)
    expect(screen.queryByRole('region', { name: 'Bridge requests' })).toBeNull()
  }, 90_000)
})
