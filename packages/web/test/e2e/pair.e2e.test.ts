// @vitest-environment node
// End to end: a seeded fUNI pair's detail page in Debian's Chromium against the run's devnet: all four
// charts drawn with data, time spans and resolutions, the transactions tabs with infinite scroll, axe, screenshots.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import {
  createApiClient,
  createMnemonic,
  deriveKeyFromMnemonic,
  formatPrice,
  getUniswapActions,
  getUniswapPairs,
  getUniswapTimePrices,
  getUniswapTimeVolumes,
  type UniswapPair,
} from '@ftm-wallet/sdk'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toVolumePoints } from '../../src/features/pair/chartPoints.js'
import { shownSymbol } from '../../src/ui/tokenSymbol.js'
import type { E2eEnvironment } from './environment.js'
import { kdfJobs, kdfWorker } from './kdfProbe.js'
import {
  checkScreen as checkPage,
  type E2eSession,
  restoreWalletFromWelcome,
  startE2eSession,
} from './session.js'

const PASSWORD = 'Pair!passw0rd'
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
let pair: UniswapPair
let hasRemoves: boolean
let pageUrl: string
let wallet: { address: string; privateKey: string }

const checkScreen = (name: string) => checkPage(page, name)

/** Waits until the visible chart of `kind` is drawn and answers its point count and whether its canvas has ink. */
async function drawnChart(kind: 'area' | 'histogram' | 'candlestick', label: string) {
  const chart = page.locator(`[data-chart="${kind}"][data-state="drawn"]`)
  await chart.waitFor({ timeout: 30_000 })
  expect(await chart.getAttribute('aria-label')).toMatch(
    new RegExp(`^${label.replace('/', '\\/')} chart, \\d+ points$`),
  )
  const points = Number(await chart.getAttribute('data-points'))
  const inked = await chart.evaluate((node) =>
    [...node.querySelectorAll('canvas')].some((canvas) => {
      const context = canvas.getContext('2d')
      if (!context || canvas.width === 0 || canvas.height === 0) return false
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height)
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) return true
      return false
    }),
  )
  return { points, inked }
}

async function selectChartData(history: string, data: string) {
  await page.getByLabel('History').selectOption(history)
  await page.getByLabel('Data').selectOption(data)
}

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  const client = createApiClient({ endpoints: [devnet.apiUrl], retries: 3 })
  const pairs = await getUniswapPairs(client)
  // The busiest pool: the one with the most actions.
  const counts = await Promise.all(
    pairs.map(async (p) => {
      const page = await getUniswapActions(client, { pairAddress: p.pairAddress, count: 1 })
      return Number(page.totalCount)
    }),
  )
  const busiest = counts.indexOf(Math.max(...counts))
  pair = pairs[busiest] as UniswapPair
  const removes = await getUniswapActions(client, {
    pairAddress: pair.pairAddress,
    actionType: 'burn',
    count: 1,
  })
  hasRemoves = removes.items.length > 0
}, 300_000)

afterAll(async () => {
  await session?.close()
})

describe('pair detail in Chromium', () => {
  it('opens a seeded pair with its price cards, Pair Stats and information', async () => {
    // A wallet on this device (a fresh key, restored from its keystore file): the page is account-scoped.
    const { privateKey, address } = deriveKeyFromMnemonic(createMnemonic())
    wallet = { address, privateKey }
    await restoreWalletFromWelcome(page, env.appUrl, { privateKey, password: PASSWORD })

    const [s0, s1] = pair.tokens.map((t) => shownSymbol(t.symbol)) as [string, string]
    pageUrl = `${env.appUrl}/funi/${address}/pools/pair/${pair.pairAddress}`
    await page.goto(pageUrl)
    await page.getByRole('heading', { name: `${s0}/${s1} Pair`, level: 1 }).waitFor({ timeout: 30_000 })
    const cards = await page.getByRole('list', { name: 'Prices' }).getByRole('listitem').allTextContents()
    expect(cards[0]).toMatch(new RegExp(`^1 ${s0} = [\\d,]+\\.\\d{4}…? ${s1}$`))
    expect(cards[1]).toMatch(new RegExp(`^1 ${s1} = [\\d,]+\\.\\d{4}…? ${s0}$`))
    const volume = page.getByTestId('pair-volume-24h')
    await volume.waitFor({ timeout: 30_000 })
    expect(await volume.textContent()).toMatch(new RegExp(`^[\\d,]+\\.\\d+…? ${s0}`))
    expect(await page.getByText('Total Liquidity').isVisible()).toBe(true)
    expect(await page.getByTestId('pair-address').getAttribute('href')).toContain(pair.pairAddress)
    for (const name of ['Copy pair address', `Copy ${s0} address`, `Copy ${s1} address`]) {
      expect(await page.getByRole('button', { name }).isVisible()).toBe(true)
    }
  }, 180_000)

  it('draws all four charts with data', async () => {
    const [s0, s1] = pair.tokens.map((t) => shownSymbol(t.symbol)) as [string, string]
    const tabs = [
      { name: 'Liquidity', kind: 'area' },
      { name: 'Volume', kind: 'histogram' },
      { name: `${s0}/${s1} price`, kind: 'candlestick' },
      { name: `${s1}/${s0} price`, kind: 'candlestick' },
    ] as const
    const cards = await page.getByRole('list', { name: 'Prices' }).getByRole('listitem').allTextContents()
    const number = (text: string | undefined) =>
      Number(text?.split(' = ')[1]?.split(' ')[0]?.replace(/[,…]/g, ''))
    for (const tab of tabs) {
      await page.getByRole('tab', { name: tab.name, exact: true }).click()
      const chart = await drawnChart(tab.kind, tab.name)
      expect(chart.points, tab.name).toBeGreaterThan(0)
      expect(chart.inked, `${tab.name} canvas drawn`).toBe(true)
      if (tab.kind !== 'candlestick') continue
      // Issue 16 item 9: 'A/B price' plots what 1 A costs in B, as the card '1 A = x B' says. The last trade's
      // price and the pool's price after it differ by the trade's impact: the caption is nearer its own card than
      // the other card's '1 B = y A' (which the tab plotted before).
      const [base] = tab.name.split('/')
      const card = cards.find((c) => c.startsWith(`1 ${base} = `))
      const other = cards.find((c) => c !== card)
      const caption = await page.locator('.pair-chart-caption').textContent()
      expect(caption).toMatch(new RegExp(`^Last trade: 1 ${base} = [\\d,.]+…? `))
      const distance = (text: string | undefined) => Math.abs(Math.log(number(caption ?? '') / number(text)))
      expect(distance(card), `${tab.name}: ${caption} against ${card} and ${other}`).toBeLessThan(
        distance(other),
      )
    }
    await page.getByRole('tab', { name: 'Liquidity', exact: true }).click()
    await drawnChart('area', 'Liquidity')
    await checkScreen('pair-detail')
  }, 120_000)

  it('switches time spans and resolutions', async () => {
    await page.getByRole('tab', { name: 'Volume', exact: true }).click()
    const monthDaily = await drawnChart('histogram', 'Volume')
    await selectChartData('1W', '15m')
    await page.waitForURL(/span=1W/)
    await page.waitForURL(/data=15m/)
    // A week of 15-minute buckets, gaps filled with zero: close to 7 × 96.
    await page.locator('[data-chart="histogram"][data-state="drawn"][data-points]').first().waitFor()
    await expect
      .poll(async () => (await drawnChart('histogram', 'Volume')).points, { timeout: 30_000 })
      .toBeGreaterThan(600)
    await selectChartData('All', '1M')
    await expect
      .poll(async () => (await drawnChart('histogram', 'Volume')).points, { timeout: 30_000 })
      .toBeLessThan(monthDaily.points)
    await selectChartData('1M', '4H')
    await expect
      .poll(async () => (await drawnChart('histogram', 'Volume')).points, { timeout: 30_000 })
      .toBeGreaterThan(monthDaily.points)
    const chart = await drawnChart('histogram', 'Volume')
    expect(chart.inked).toBe(true)
  }, 120_000)

  it('lists the transactions 15 at a time, loads more on scroll, and filters by kind', async () => {
    const section = page.getByRole('region', { name: 'Transactions' })
    const rows = section.locator('tbody tr')
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(15)
    await section.locator('tbody tr').last().scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 4000)
    // The first page held 15 (above); one wheel may reach the table's end more than once on a slow machine, so the
    // next page has come when there are at least 30.
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(30)
    const actions = await section.locator('tbody tr td:first-child a').allTextContents()
    expect(actions.every((a) => /^(Swap \S+ for \S+|Add \S+ and \S+|Remove \S+ and \S+)$/.test(a))).toBe(true)
    // fUSD is written one way, as on every other screen (docs/behaviour/tokens-and-assets.md#symbols).
    expect(await section.textContent()).toContain('fUSD')
    expect(await section.textContent()).not.toContain('FUSD')
    expect(await section.locator('tbody tr td:first-child a').first().getAttribute('href')).toMatch(
      /\/tx\/0x[0-9a-f]{64}$/,
    )
    for (const [tab, prefix] of [
      ['Swaps', 'Swap '],
      ['Adds', 'Add '],
    ] as const) {
      await section.getByRole('tab', { name: tab, exact: true }).click()
      await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(0)
      const texts = await section.locator('tbody tr td:first-child a').allTextContents()
      expect(
        texts.every((t) => t.startsWith(prefix)),
        tab,
      ).toBe(true)
    }
    await section.getByRole('tab', { name: 'Removes', exact: true }).click()
    if (hasRemoves) {
      await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThan(0)
      const texts = await section.locator('tbody tr td:first-child a').allTextContents()
      expect(texts.every((t) => t.startsWith('Remove '))).toBe(true)
    } else {
      await section.getByText('No transactions yet.').waitFor({ timeout: 30_000 })
    }
    // Back on All, the pages loaded before are still there (and scrolling may have asked for more).
    await section.getByRole('tab', { name: 'All', exact: true }).click()
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(30)
    await checkScreen('pair-detail-transactions')
  }, 120_000)

  it('opened at its address, asks for the chart series once, in one request and one window, the one the page draws', async () => {
    // The route's prefetch asks for the pair and the series when the network's client exists; the page, rendered
    // later, takes the same window (docs/behaviour/pair-detail.md#charts): the series are not asked for twice over two.
    const series: { op: string; variables: Record<string, unknown> }[] = []
    const listen = (request: import('playwright-core').Request) => {
      const body = request.postDataJSON() as {
        operationName?: string
        variables?: Record<string, unknown>
      } | null
      if (body?.operationName && /Time/.test(body.operationName) && body.variables?.resolution === '1h') {
        series.push({ op: body.operationName, variables: body.variables })
      }
    }
    page.on('request', listen)
    try {
      await page.goto('about:blank')
      await page.goto(`${pageUrl}?span=1W&data=1H`)
      await drawnChart('area', 'Liquidity')
    } finally {
      page.off('request', listen)
    }
    expect(
      series.map((s) => s.op),
      JSON.stringify(series),
    ).toEqual(['GetPairTimeSeries'])
    const windows = new Set(series.map((s) => s.variables.fromDate))
    expect(windows.size, JSON.stringify(series)).toBe(1)
    // A week back from the moment the page was opened.
    const from = [...windows][0] as number
    expect(Math.abs(Date.now() / 1000 - 7 * 86_400 - from)).toBeLessThan(120)
  }, 60_000)

  it('opened at its address, asks for the series before the page has rendered, ahead of the pair list', async () => {
    // The route's prefetch code is loaded before the first render (docs/behaviour/pair-detail.md#charts): the
    // series leave when the network's client exists, not from the page's own queries once it has rendered.
    const opened = await env.browser.context.newPage()
    try {
      await opened.addInitScript(() => {
        const seen: { sent: [number, string][]; rendered?: number } = { sent: [] }
        ;(window as unknown as { __pairStart: typeof seen }).__pairStart = seen
        const original = window.fetch
        window.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
          try {
            const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
            const operation = /query (\w+)/.exec(String(body?.query ?? ''))?.[1]
            if (operation)
              seen.sent.push([performance.now(), `${operation} ${body.variables?.direction ?? 0}`])
          } catch {
            // Not a GraphQL body.
          }
          return original.call(this, input, init)
        } as typeof fetch
        new MutationObserver(() => {
          if (seen.rendered === undefined && document.querySelector('section.pair-detail'))
            seen.rendered = performance.now()
        }).observe(document, { subtree: true, childList: true })
      })
      await opened.goto(`${pageUrl}?span=1M&data=D`)
      await opened.locator('[data-chart="area"][data-state="drawn"]').waitFor({ timeout: 30_000 })
      const seen = await opened.evaluate(
        () =>
          (window as unknown as { __pairStart: { sent: [number, string][]; rendered?: number } }).__pairStart,
      )
      const series = ['GetPairTimeSeries 0']
      const sentAt = (name: string) => seen.sent.find(([, sent]) => sent === name)?.[0]
      expect(seen.rendered, JSON.stringify(seen)).toBeGreaterThan(0)
      for (const name of series) {
        expect(sentAt(name), `${name}: ${JSON.stringify(seen)}`).toBeLessThan(seen.rendered as number)
        // Each asked once: the page's queries found them on their way.
        expect(
          seen.sent.filter(([, sent]) => sent === name),
          name,
        ).toHaveLength(1)
      }
      expect(Math.max(...series.map((name) => sentAt(name) as number))).toBeLessThan(
        sentAt('GetUniswapPairs 0') as number,
      )
    } finally {
      await opened.close()
    }
  }, 60_000)

  it("opened at its address, the early entry asks for the series beside the balances, and the page draws that request's answer", async () => {
    // docs/behaviour/pair-detail.md#charts: the series leave with the boot script, while the app's code is
    // still loading; the app's client takes their answer instead of asking again.
    const opened = await env.browser.context.newPage()
    try {
      // Each API request of the load with the scripts of its call stack (its async parents included).
      const sent: { operation: string; scripts: string[] }[] = []
      const cdp = await env.browser.context.newCDPSession(opened)
      cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
        if (request.url !== devnet.apiUrl || request.method !== 'POST') return
        const body = JSON.parse(request.postData ?? '{}')
        const scripts = new Set<string>()
        for (let stack = initiator.stack; stack; stack = stack.parent) {
          for (const frame of stack.callFrames) scripts.add(frame.url)
        }
        sent.push({ operation: body.operationName, scripts: [...scripts] })
      })
      await cdp.send('Network.enable')
      await opened.goto(`${pageUrl}?span=1M&data=4H`)
      const chart = opened.locator('[data-chart="area"][data-state="drawn"]')
      await chart.waitFor({ timeout: 30_000 })
      expect(Number(await chart.getAttribute('data-points'))).toBeGreaterThan(0)
      // Asked once, by the boot script alone (the app's client took its answer: a request of the client
      // would carry the client's code in its stack).
      const series = sent.filter((s) => s.operation === 'GetPairTimeSeries')
      expect(series, JSON.stringify(sent)).toHaveLength(1)
      expect(series[0]?.scripts.length).toBeGreaterThan(0)
      for (const script of series[0]?.scripts ?? []) expect(script).toMatch(/\/assets\/boot-[\w-]+\.js$/)
      // Right after the balances, which the same script sends first.
      expect(sent.map((s) => s.operation).slice(0, 2)).toEqual(['AccountBalances', 'GetPairTimeSeries'])
    } finally {
      await opened.close()
    }
  }, 60_000)

  it("draws the one request's series as the API gives them apart: the volume buckets and the last trades", async () => {
    // The page asks for the four series in one request (docs/behaviour/pair-detail.md#charts); what it draws is
    // what the API answers for each series asked on its own. All of the history by day: the window starts at 0, so
    // the API is asked for the same one before the page opens and after it has drawn — a trade another test makes
    // meanwhile shows in one of the two.
    const [s0, s1] = pair.tokens.map((t) => shownSymbol(t.symbol)) as [string, string]
    const client = createApiClient({ endpoints: [devnet.apiUrl], retries: 3 })
    const range = { address: pair.pairAddress, resolution: 'day' as const, fromDate: 0 }
    const ask = () =>
      Promise.all([
        getUniswapTimeVolumes(client, range),
        getUniswapTimePrices(client, range),
        getUniswapTimePrices(client, { ...range, inverse: true }),
      ])
    const before = await ask()
    let asked: unknown
    const listen = (request: import('playwright-core').Request) => {
      const body = request.postDataJSON() as { operationName?: string; variables?: unknown } | null
      if (body?.operationName === 'GetPairTimeSeries') asked = body.variables
    }
    page.on('request', listen)
    try {
      await page.goto('about:blank')
      await page.goto(`${pageUrl}?span=All&data=D`)
      await drawnChart('area', 'Liquidity')
    } finally {
      page.off('request', listen)
    }
    expect(asked).toEqual({ address: pair.pairAddress, resolution: 'day', fromDate: 0 })
    // A tab click draws its series on the chart already there (docs/behaviour/pair-detail.md#charts): the same
    // element with the same canvases, not a new chart.
    const canvases = await page.locator('[data-chart="area"][data-state="drawn"]').evaluate((node) => {
      ;(node as HTMLElement).dataset.first = 'yes'
      return node.querySelectorAll('canvas').length
    })
    expect(canvases).toBeGreaterThan(0)
    const sameChart = async (kind: string) =>
      page
        .locator(`[data-chart="${kind}"][data-state="drawn"]`)
        .evaluate((node) => [(node as HTMLElement).dataset.first, node.querySelectorAll('canvas').length])
    await page.getByRole('tab', { name: 'Volume', exact: true }).click()
    const volume = await drawnChart('histogram', 'Volume')
    expect(await sameChart('histogram')).toEqual(['yes', canvases])
    const after = await ask()
    const decimals = pair.tokens[0]?.decimals ?? 18
    const until = Math.floor(Date.now() / 1000)
    const buckets = [before, after].map(
      ([volumes]) => toVolumePoints(volumes, { step: 86_400, until, decimals }).length,
    )
    expect(buckets).toContain(volume.points)
    // 'token0/token1 price' plots the inverse series (direction 1); each caption is its series' last close.
    for (const [label, index, base, quote] of [
      [`${s0}/${s1} price`, 2, s0, s1],
      [`${s1}/${s0} price`, 1, s1, s0],
    ] as const) {
      await page.getByRole('tab', { name: label, exact: true }).click()
      const chart = await drawnChart('candlestick', label)
      expect(await sameChart('candlestick')).toEqual(['yes', canvases])
      const answers = [before, after].map((series) => series[index])
      expect(answers.map((candles) => candles.length)).toContain(chart.points)
      const captions = answers.map((candles) => {
        const last = candles[candles.length - 1]
        if (!last) throw new Error(`no ${label} candle`)
        return `Last trade: 1 ${base} = ${formatPrice(last.close)} ${quote}`
      })
      expect(captions).toContain(await page.locator('.pair-chart-caption').textContent())
    }
  }, 60_000)

  it('opened at its address with the series late, renders without them and draws them when they come', async () => {
    // docs/behaviour/pair-detail.md#charts: the first render does not wait for the series the start asked for; held
    // back, the page shows its charts card meanwhile and draws them when they come.
    const fresh = await page.context().newPage()
    let releaseSeries: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      releaseSeries = resolve
    })
    const isApi = (url: URL) => url.pathname === '/api' || url.pathname === '/graphql'
    await fresh.route(isApi, async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null
      if (body?.operationName !== 'GetPairTimeSeries') return route.fallback()
      await held
      return route.fallback()
    })
    try {
      await fresh.goto(pageUrl)
      await fresh.getByRole('tablist', { name: 'Charts' }).waitFor({ timeout: 30_000 })
      expect(await fresh.locator('.pair-chart').count()).toBe(0)
      releaseSeries()
      await fresh.locator('[data-chart="area"][data-state="drawn"]').waitFor({ timeout: 30_000 })
      expect(Number(await fresh.locator('[data-chart="area"]').getAttribute('data-points'))).toBeGreaterThan(
        0,
      )
    } finally {
      releaseSeries()
      await fresh.close()
    }
  }, 120_000)

  it('opened again, draws the charts from the pair it remembers while the pair list is still on its way', async () => {
    // The visits above left the pair's tokens on this device (docs/behaviour/pair-detail.md#charts): with the pair
    // list's answer held back, the first chart is drawn from its own series, under the remembered names; once the
    // list answers, the rest of the page shows and the chart is not drawn again. The space of the price cards and
    // Pair Stats is kept meanwhile, and the 24h stats fill rows already in place, so the charts' tabs do not move
    // (docs/behaviour/pair-detail.md#screen).
    const [s0, s1] = pair.tokens.map((t) => shownSymbol(t.symbol)) as [string, string]
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let releaseStats: () => void = () => undefined
    const heldStats = new Promise<void>((resolve) => {
      releaseStats = resolve
    })
    let heldLists = 0
    const asked: string[] = []
    const isApi = (url: URL) => url.pathname === '/api' || url.pathname === '/graphql'
    await page.route(isApi, async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null
      asked.push(body?.operationName ?? '')
      // Pair Stats' 24h volumes (getUniswapPairDayStats: both days in one request).
      if (body?.operationName === 'GetPairDayVolumes') {
        await heldStats
        return route.fallback()
      }
      if (body?.operationName !== 'GetUniswapPairs') return route.fallback()
      heldLists++
      await held
      return route.fallback()
    })
    const tabsTop = async () => (await page.getByRole('tablist', { name: 'Charts' }).boundingBox())?.y
    try {
      await page.goto('about:blank')
      await page.goto(pageUrl)
      const chart = await drawnChart('area', 'Liquidity')
      expect(chart.points).toBeGreaterThan(0)
      expect(chart.inked).toBe(true)
      expect(heldLists).toBeGreaterThan(0)
      expect(await page.getByText('Loading pair…').isVisible()).toBe(true)
      expect(await page.getByRole('heading', { name: `${s0}/${s1} Pair`, level: 1 }).isVisible()).toBe(true)
      expect(await page.getByRole('tab', { name: `${s1}/${s0} price`, exact: true }).isVisible()).toBe(true)
      expect(await page.getByRole('list', { name: 'Prices' }).count()).toBe(0)
      // Pair Stats' price list waits for the pair (docs/behaviour/pair-detail.md#pair-stats), the series did not.
      expect(asked).toContain('GetPairTimeSeries')
      expect(asked).not.toContain('DefiTokens')
      // Counts the chart's draws from now on.
      await page.locator('[data-chart="area"]').evaluate((node) => {
        const element = node as HTMLElement
        element.dataset.draws = '0'
        new MutationObserver(() => {
          if (element.dataset.state === 'drawing')
            element.dataset.draws = String(Number(element.dataset.draws) + 1)
        }).observe(element, { attributes: true, attributeFilter: ['data-state'] })
      })
      const top = await tabsTop()
      expect(top).toBeGreaterThan(0)
      release()
      await page.getByRole('list', { name: 'Prices' }).waitFor({ timeout: 30_000 })
      await page.getByRole('heading', { name: 'Pair information' }).waitFor({ timeout: 30_000 })
      await page.getByText('Loading 24h stats…').waitFor({ timeout: 30_000 })
      expect(await tabsTop()).toBe(top)
      releaseStats()
      await page.getByTestId('pair-volume-24h').waitFor({ timeout: 30_000 })
      await expect.poll(() => asked.includes('DefiTokens'), { timeout: 30_000 }).toBe(true)
      expect(await tabsTop()).toBe(top)
      const after = page.locator('[data-chart="area"][data-state="drawn"]')
      expect(await after.getAttribute('data-draws')).toBe('0')
      expect(Number(await after.getAttribute('data-points'))).toBe(chart.points)
    } finally {
      release()
      releaseStats()
      await page.unroute(isApi)
    }
  }, 60_000)

  it("a tab clicked while the pair's answer is on its way stays chosen when the answer renders, not drawn again", async () => {
    // docs/behaviour/pair-detail.md#charts: the pair's answer (price cards, Pair Stats, information, transactions) is
    // rendered as a transition beside the charts; a tab chosen before it keeps its chart, which the answer does not
    // draw again, and what the answer brings all shows, the charts' tabs in the same place.
    const [s0, s1] = pair.tokens.map((t) => shownSymbol(t.symbol)) as [string, string]
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const isApi = (url: URL) => url.pathname === '/api' || url.pathname === '/graphql'
    await page.route(isApi, async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null
      if (body?.operationName !== 'GetUniswapPairs') return route.fallback()
      await held
      return route.fallback()
    })
    try {
      await page.goto('about:blank')
      await page.goto(pageUrl)
      // Drawn from the pair this device remembers (the visits above) while the pair list is held back.
      expect((await drawnChart('area', 'Liquidity')).points).toBeGreaterThan(0)
      const tablist = page.getByRole('tablist', { name: 'Charts' })
      const top = (await tablist.boundingBox())?.y
      const volume = page.getByRole('tab', { name: 'Volume', exact: true })
      await volume.click()
      const chart = await drawnChart('histogram', 'Volume')
      expect(chart.points).toBeGreaterThan(0)
      expect(chart.inked).toBe(true)
      expect(await page.getByText('Loading pair…').isVisible()).toBe(true)
      // Counts the chart's draws from now on.
      await page.locator('[data-chart="histogram"]').evaluate((node) => {
        const element = node as HTMLElement
        element.dataset.draws = '0'
        new MutationObserver(() => {
          if (element.dataset.state === 'drawing')
            element.dataset.draws = String(Number(element.dataset.draws) + 1)
        }).observe(element, { attributes: true, attributeFilter: ['data-state'] })
      })
      release()
      await page.getByRole('list', { name: 'Prices' }).waitFor({ timeout: 30_000 })
      expect(await page.getByRole('list', { name: 'Prices' }).getByRole('listitem').count()).toBe(2)
      await page.getByTestId('pair-volume-24h').waitFor({ timeout: 30_000 })
      await page.getByRole('heading', { name: 'Pair information' }).waitFor({ timeout: 30_000 })
      expect(await page.getByTestId('pair-address').textContent()).toBe(pair.pairAddress)
      await page.getByRole('heading', { name: 'Transactions' }).waitFor({ timeout: 30_000 })
      expect(await page.getByRole('heading', { name: `${s0}/${s1} Pair`, level: 1 }).isVisible()).toBe(true)
      // Still the Volume chart, the one drawn before: the answer neither put the first tab back nor drew it again.
      expect(await volume.getAttribute('aria-selected')).toBe('true')
      const after = page.locator('[data-chart="histogram"][data-state="drawn"]')
      expect(await after.getAttribute('data-draws')).toBe('0')
      expect(Number(await after.getAttribute('data-points'))).toBe(chart.points)
      expect(await page.locator('[data-chart="area"]').count()).toBe(0)
      expect((await tablist.boundingBox())?.y).toBe(top)
    } finally {
      release()
      await page.unroute(isApi)
    }
  }, 60_000)

  it('opened from the pools list, draws the charts from the pair the list showed', async () => {
    // The pools list leaves each pair's tokens on the device too (docs/behaviour/pair-detail.md#charts).
    await page.evaluate(() => localStorage.removeItem('ftm-wallet:pair-tokens'))
    await page.goto(pageUrl.replace(/\/pair\/0x[0-9a-fA-F]{40}$/, ''))
    const link = page.locator(`a[href$="/pools/pair/${pair.pairAddress}"]`)
    await link.waitFor({ timeout: 30_000 })
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('ftm-wallet:pair-tokens') ?? ''), {
        timeout: 30_000,
      })
      .toContain(pair.pairAddress.toLowerCase())
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const isApi = (url: URL) => url.pathname === '/api' || url.pathname === '/graphql'
    await page.route(isApi, async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null
      if (body?.operationName === 'GetUniswapPairs') await held
      return route.fallback()
    })
    try {
      await link.click()
      const chart = await drawnChart('area', 'Liquidity')
      expect(chart.points).toBeGreaterThan(0)
      expect(await page.getByText('Loading pair…').isVisible()).toBe(true)
      release()
      await page.getByRole('list', { name: 'Prices' }).waitFor({ timeout: 30_000 })
    } finally {
      release()
      await page.unroute(isApi)
    }
  }, 60_000)

  it("values Pair Stats from the DeFi price list without loading its node fallback (ethers' ABI code)", async () => {
    // getDefiTokens loads its JSON-RPC answer only when a node has to answer, as the other queries do
    // (docs/decisions.md#size-budgets): the pair page, which asks the API for the price list, loads none of it.
    const fresh = await page.context().newPage()
    try {
      const asked: string[] = []
      const operations: string[] = []
      fresh.on('request', (request) => {
        const file = /\/assets\/([\w.-]+\.js)$/.exec(request.url())?.[1]
        if (file) asked.push(file)
        const body =
          request.method() === 'POST' ? (request.postDataJSON() as { operationName?: string }) : null
        if (body?.operationName) operations.push(body.operationName)
      })
      await fresh.goto(pageUrl)
      await fresh.getByTestId('pair-volume-24h').waitFor({ timeout: 30_000 })
      await expect.poll(() => operations.includes('DefiTokens'), { timeout: 30_000 }).toBe(true)
      expect(asked.some((file) => file.startsWith('PairDetailPage-'))).toBe(true)
      expect(asked.filter((file) => /^(defiOverRpc|abi-coder|interface|lazyInterface)-/.test(file))).toEqual(
        [],
      )
    } finally {
      await fresh.close()
    }
  }, 60_000)

  it("loads none of the KDF worker's code for the tab clicks; a password field brings it before its form is sent", async () => {
    // docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page: the code comes with a password field, not
    // with the page's first click.
    const fresh = await page.context().newPage()
    try {
      const asked: string[] = []
      fresh.on('request', (request) => {
        const file = /\/assets\/([\w.-]+\.js)$/.exec(request.url())?.[1]
        if (file) asked.push(file)
      })
      const kdfCode = () => asked.filter((file) => /^(registerWorkerKdf|wasmPbkdf2|scrypt)-/.test(file))
      await fresh.goto(pageUrl)
      const tabs = fresh.getByRole('tablist', { name: 'Charts' }).getByRole('tab')
      await fresh.locator('[data-chart][data-state="drawn"]').waitFor({ timeout: 30_000 })
      for (const name of await tabs.allTextContents()) {
        await tabs.filter({ hasText: name }).click()
        await fresh.locator(`[aria-label^="${name} chart"][data-state="drawn"]`).waitFor({ timeout: 30_000 })
      }
      await fresh.getByLabel('History').selectOption('1W')
      await fresh.locator('[data-chart][data-state="drawn"]').waitFor({ timeout: 30_000 })
      expect(asked.some((file) => file.startsWith('PairDetailPage-'))).toBe(true)
      expect(kdfCode()).toEqual([])

      // A password form the page did not preload for (Reveal Secret): the code is asked for as its field shows,
      // before anything is typed, and the key of a password put in without a key press (as a browser's autofill
      // does) and sent with one click is derived in the KDF worker.
      await fresh.goto(`${env.appUrl}/account/${wallet.address}`)
      await fresh.getByRole('button', { name: 'Reveal Secret' }).click()
      const dialog = fresh.getByRole('dialog', { name: 'Reveal secret' })
      const field = dialog.getByLabel('Password', { exact: true })
      await field.waitFor()
      await expect.poll(() => kdfCode().some((file) => file.startsWith('registerWorkerKdf-'))).toBe(true)
      await field.evaluate((input: HTMLInputElement, password) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
        setValue?.call(input, password)
        input.dispatchEvent(new Event('input', { bubbles: true }))
      }, PASSWORD)
      await dialog.getByRole('checkbox').dispatchEvent('click')
      await dialog.getByRole('button', { name: 'Reveal private key' }).click()
      const secret = await dialog.getByTestId('revealed-secret').textContent({ timeout: 60_000 })
      expect(secret?.replace(/^0x/, '')).toBe(wallet.privateKey.replace(/^0x/, ''))
      const jobs = await kdfJobs(await kdfWorker(fresh))
      expect(jobs.filter((job) => job.kind === 'scrypt' && job.endedAt !== null)).toHaveLength(1)
    } finally {
      await fresh.close()
    }
  }, 120_000)

  it('says so when the address is not a pair', async () => {
    await page.goto(pageUrl.replace(pair.pairAddress, '0x000000000000000000000000000000000000dEaD'))
    await page.getByText('This address is not an fUNI pair.').waitFor({ timeout: 30_000 })
  }, 60_000)
})
