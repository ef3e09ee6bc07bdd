import type {} from '@ftm-wallet/devnet/vitest-setup'
import { createWalletServices } from '@ftm-wallet/react'
import {
  type AccountBalance,
  createKeystoreStore,
  createMemoryStorage,
  getAccountBalancesQueryKey,
} from '@ftm-wallet/sdk'
import { createMemoryRouter } from 'react-router'
import { describe, expect, inject, it, vi } from 'vitest'
import { balanceOf, freshAddress } from '../../test/helpers/devnetChain.js'
import { parseRuntimeConfig } from '../config/parseRuntimeConfig.js'
import { routes } from '../routes/routes.js'
import { loadBalanceRequestCode } from './balanceRequestCode.js'
import { connectNetwork } from './connectNetwork.js'

const devnet = inject('devnet')
const network = parseRuntimeConfig({
  networks: [
    { preset: 'devnet', apiUrls: [devnet.apiUrl], rpcUrl: devnet.rpcUrl, chainId: devnet.info.chainId },
  ],
}).network

/** A fresh address funded by the devnet's faucet: its balance is only what the faucet sent. */
async function fundedAddress(amount: string): Promise<string> {
  const address = freshAddress()
  const faucet = await fetch(`${devnet.url}/devnet/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, amount }),
  })
  expect(faucet.ok).toBe(true)
  return address
}

/** A storage with `addresses` stored as wallets, the way the app stores them. */
async function storageWith(addresses: string[]) {
  const storage = createMemoryStorage()
  const keystores = createKeystoreStore(createMemoryStorage())
  const services = await createWalletServices({ storage, keystores })
  for (const address of addresses) await services.accounts.addAccount({ address, type: 'walletConnect' })
  return { storage, keystores }
}

describe('a network connection asks for the stored wallets’ balances at once (devnet)', () => {
  it('with the request’s code loaded, the balance request is in flight when connectNetwork returns, and answers the chain’s balances', async () => {
    const funded = [await fundedAddress('3'), await fundedAddress('0.5')]
    const stored = await storageWith(funded)
    // The addresses come from the stored list as soon as it is read, before the services are ready.
    let addresses: readonly string[] = []
    let servicesReady = false
    const ready = createWalletServices({
      ...stored,
      onAccountsRead: (accounts) => {
        expect(servicesReady).toBe(false)
        addresses = accounts.map((a) => a.address)
      },
    }).then(() => {
      servicesReady = true
    })
    await ready
    expect(addresses).toEqual(funded)
    const code = await loadBalanceRequestCode()
    expect(code).toBeDefined()

    const { queryClient } = connectNetwork(network, addresses, code)
    // Before anything else runs (no render, no await): the query is already fetching.
    const key = getAccountBalancesQueryKey({ addresses })
    expect(queryClient.getQueryState(key)?.fetchStatus).toBe('fetching')

    const data = await queryClient.fetchQuery<AccountBalance[]>({
      queryKey: key,
      staleTime: Number.POSITIVE_INFINITY,
    })
    expect(data.map((b) => [b.address.toLowerCase(), b.balance])).toEqual(
      await Promise.all(funded.map(async (a) => [a.toLowerCase(), await balanceOf(a)])),
    )
    expect(data.map((b) => b.balance)).toEqual([3n * 10n ** 18n, 5n * 10n ** 17n])
  }, 60_000)

  it('without the code it loads it first, then asks for the same balances', async () => {
    const address = await fundedAddress('2')
    const { queryClient } = connectNetwork(network, [address])
    const key = getAccountBalancesQueryKey({ addresses: [address] })
    await expect
      .poll(() => queryClient.getQueryState<AccountBalance[]>(key)?.data?.[0]?.balance, { timeout: 30_000 })
      .toBe(await balanceOf(address))
  }, 60_000)

  it('firstBalances settles once the answer is in the query cache, so a render from then on reads the balances', async () => {
    const address = await fundedAddress('1.25')
    const code = await loadBalanceRequestCode()
    const { queryClient, firstBalances } = connectNetwork(network, [address], code)
    const key = getAccountBalancesQueryKey({ addresses: [address] })
    expect(queryClient.getQueryData(key)).toBeUndefined()
    expect(firstBalances).toBeInstanceOf(Promise)
    await firstBalances
    const cached = queryClient.getQueryData<AccountBalance[]>(key)
    expect(cached?.map((b) => b.balance)).toEqual([await balanceOf(address)])
    expect(cached?.[0]?.balance).toBe(125n * 10n ** 16n)
  }, 60_000)

  it('asks for nothing when no wallet is stored', async () => {
    const { queryClient, firstBalances } = connectNetwork(network, [], await loadBalanceRequestCode())
    expect(queryClient.getQueryCache().getAll()).toEqual([])
    expect(firstBalances).toBeUndefined()
  })

  it('given the router’s matches, runs the data prefetch of the screen they name without matching the address again', async () => {
    const pair = devnet.deployment.defi?.pairs[0]?.address as string
    expect(pair).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const owner = freshAddress()
    // The router made at the page's start (main.tsx) matched the address already: its matches are handed over.
    const router = createMemoryRouter(routes, { initialEntries: [`/funi/${owner}/pools/pair/${pair}`] })
    try {
      const { queryClient } = connectNetwork(network, [], undefined, undefined, router.state.matches)
      // The pair page's first data (its chart series and the pair), each answered by the devnet.
      await vi.waitFor(
        () =>
          expect(
            queryClient
              .getQueryCache()
              .findAll()
              .map((q) => q.state.status),
          ).toEqual(['success', 'success']),
        { timeout: 30_000 },
      )
      // The dashboard's matches name no prefetch: nothing is asked.
      const dashboard = createMemoryRouter(routes, { initialEntries: ['/dashboard'] })
      const other = connectNetwork(network, [], undefined, undefined, dashboard.state.matches)
      expect(other.queryClient.getQueryCache().getAll()).toEqual([])
      dashboard.dispose()
    } finally {
      router.dispose()
    }
  }, 60_000)
})
