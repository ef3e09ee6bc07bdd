import type {} from '@ftm-wallet/devnet/vitest-setup'
import { createWalletServices, useUniswapPairByAddress, WalletProvider } from '@ftm-wallet/react'
import {
  type ApiClient,
  createApiClient,
  createApiStatus,
  createKeystoreStore,
  createMemoryStorage,
  devnet as devnetPreset,
} from '@ftm-wallet/sdk'
import { QueryClient } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, inject, it } from 'vitest'
import { prefetchRouteData } from '../../navigation/prefetchRouteData.js'
import { routes } from '../../routes/routes.js'
import { chartChoicesOf, computeSpanStart } from './chartSettings.js'
import { pairEntryNow } from './pairEntry.js'
import { usePairChartTabs } from './usePairChartTabs.js'

const devnet = inject('devnet')
const OWNER = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

/** The devnet's API client, counting the queries it sends by operation name. */
function countingClient() {
  const inner = createApiClient({ endpoints: [devnet.apiUrl], status: createApiStatus(), retries: 2 })
  const sent: string[] = []
  const client: ApiClient = {
    ...inner,
    request: (parameters) => {
      sent.push(/query (\w+)/.exec(parameters.document)?.[1] ?? '?')
      return inner.request(parameters)
    },
  }
  return { client, sent }
}

describe('the pair route prefetch (docs/behaviour/pair-detail.md#charts)', () => {
  it("asks for the pair and its four series under the keys the page's hooks read, so they ask nothing more", async () => {
    const pair = devnet.deployment.defi?.pairs[0]?.address as string
    expect(pair).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const { client, sent } = countingClient()
    // Fresh enough for the whole test however loaded the machine: what is checked is the keys, not staleness.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 600_000 } } })
    const search = '?span=1W&data=1H'
    await prefetchRouteData(
      routes,
      { pathname: `/funi/${OWNER}/pools/pair/${pair}`, search },
      { queryClient, client },
    )
    // The four series (one request, asked first) and the pair, each answered by the devnet.
    const settled = queryClient.getQueryCache().findAll()
    expect(settled.map((q) => q.state.status)).toEqual(Array(2).fill('success'))
    expect(sent).toEqual(['GetPairTimeSeries', 'GetUniswapPairs'])
    const params = new URLSearchParams(search)
    const now = pairEntryNow(pair, params) as number
    expect(now).toBeGreaterThan(0)

    const services = await createWalletServices({
      storage: createMemoryStorage(),
      keystores: createKeystoreStore(createMemoryStorage()),
    })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <WalletProvider network={devnetPreset} client={client} services={services} queryClient={queryClient}>
        {children}
      </WalletProvider>
    )
    const { span, resolution } = chartChoicesOf(params)
    expect([span, resolution.label]).toEqual(['1W', '1H'])
    const { result } = renderHook(
      () => {
        const shown = useUniswapPairByAddress({ pairAddress: pair })
        const tabs = usePairChartTabs(
          pair,
          shown.data ?? undefined,
          resolution,
          computeSpanStart(span, now),
          now,
        )
        return { shown, tabs }
      },
      { wrapper },
    )
    // The first render already has every answer: nothing was asked again.
    expect(result.current.shown.data?.pairAddress.toLowerCase()).toBe(pair.toLowerCase())
    for (const tab of result.current.tabs) {
      expect(tab.query.isPending, tab.id).toBe(false)
      expect(tab.query.data?.length, tab.id).toBeGreaterThan(0)
    }
    expect(sent).toHaveLength(2)
  }, 120_000)

  it('asks nothing for an address that is not one, nor for another screen', async () => {
    const { client, sent } = countingClient()
    const queryClient = new QueryClient()
    for (const pathname of [`/funi/${OWNER}/pools/pair/0x12`, `/funi/${OWNER}/pools`, '/dashboard']) {
      await prefetchRouteData(routes, { pathname, search: '' }, { queryClient, client })
    }
    expect(sent).toEqual([])
    expect(pairEntryNow('0x12', new URLSearchParams())).toBeUndefined()
  })
})
