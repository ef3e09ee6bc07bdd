// @vitest-environment node
// End to end: a seeded pair's Pair Stats in Chromium on the run's devnet (docs/behaviour/pair-detail.md#pair-stats)
// — Total Liquidity, Volume (24h) and Fees (24h) also in the display currency beside the token amounts, and the
// volume and the fees each with its own change. The expected figures are worked out here from the API's own
// answers (reserves, the DeFi price list, FTM's price, the 5-minute volumes) in plain floating point.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, deriveKeyFromMnemonic } from '@ftm-wallet/sdk'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shownSymbol } from '../../src/ui/tokenSymbol.js'
import type { E2eEnvironment } from './environment.js'
import { type E2eSession, queryApi, restoreWalletFromWelcome, startE2eSession } from './session.js'

const PASSWORD = 'Pair!passw0rd'
const DAY = 86_400
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
let pairUrl = ''
/** The pair's liquidity as the first test worked it out, in FTM (the currency-free part of the value). */
let liquidityFtm = 0

interface ApiPair {
  pairAddress: string
  tokens: { address: string; symbol: string; decimals: number }[]
  reserves: string[]
}

const units = (raw: string | bigint, decimals: number) => Number(BigInt(raw)) / 10 ** decimals
/** '≈ $1,234.56' → 1234.56 */
const money = (text: string | null) => Number((text ?? '').replace(/[^\d.]/g, ''))

/** The sum of a pair's 5-minute volumes (token0 units) from `from` to `to`, as the API answers it. */
async function volume(pair: string, from: number, to: number): Promise<number> {
  const { defiTimeVolumes } = await queryApi<{ defiTimeVolumes: { value: string }[] }>(
    devnet,
    `{ defiTimeVolumes(address: "${pair}", resolution: "5m", fromDate: ${from}, toDate: ${to}) { value } }`,
  )
  return defiTimeVolumes.reduce((sum, b) => sum + Number(BigInt(b.value)), 0)
}

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
}, 300_000)

afterAll(async () => {
  await session?.close()
})

describe('Pair Stats in Chromium', () => {
  it('values liquidity, volume and fees in the display currency and gives volume and fees their own change', async () => {
    const { privateKey, address } = deriveKeyFromMnemonic(createMnemonic())
    await restoreWalletFromWelcome(page, env.appUrl, { privateKey, password: PASSWORD })
    const { defiUniswapPairs } = await queryApi<{ defiUniswapPairs: ApiPair[] }>(
      devnet,
      '{ defiUniswapPairs { pairAddress tokens { address symbol decimals } reserves } }',
    )
    const { defiTokens } = await queryApi<{
      defiTokens: { address: string; symbol: string; price: string; priceDecimals: number }[]
    }>(devnet, '{ defiTokens { address symbol price priceDecimals } }')
    const priceOf = (address: string) => {
      const token = defiTokens.find((t) => t.address.toLowerCase() === address.toLowerCase())
      return token ? units(token.price, token.priceDecimals) : 0
    }
    const wftm = defiTokens.find((t) => t.symbol.toUpperCase() === 'WFTM')
    expect(wftm).toBeDefined()
    const wftmUsd = priceOf(wftm?.address ?? '')
    const { price } = await queryApi<{ price: { price: number } }>(devnet, '{ price(to: "USD") { price } }')
    // A pair whose both tokens have a price (a value can be given), with wFTM on one side.
    const pair = defiUniswapPairs.find(
      (p) => p.tokens.every((t) => priceOf(t.address) > 0) && p.tokens.some((t) => t.symbol === 'WFTM'),
    ) as ApiPair
    expect(pair).toBeDefined()
    const [t0, t1] = pair.tokens as [ApiPair['tokens'][number], ApiPair['tokens'][number]]
    // A token amount in USD: its dollars in the price list, turned into FTM at wFTM's list price, at FTM's price.
    const usd = (amount: number, token: { address: string }) =>
      ((amount * priceOf(token.address)) / wftmUsd) * price.price

    pairUrl = `${env.appUrl}/funi/${address}/pools/pair/${pair.pairAddress}`
    await page.goto(pairUrl)
    const stats = page.getByRole('region', { name: 'Pair Stats' })
    const liquidity = stats.locator('dt', { hasText: 'Total Liquidity' }).locator('+ dd')
    await liquidity.locator('.fiat').waitFor({ timeout: 60_000 })
    const expectedLiquidity =
      usd(units(pair.reserves[0] as string, t0.decimals), t0) +
      usd(units(pair.reserves[1] as string, t1.decimals), t1)
    expect((await liquidity.locator('.fiat').textContent())?.startsWith('≈ $')).toBe(true)
    // Other files trade on the shared devnet meanwhile: within 2 %.
    liquidityFtm = expectedLiquidity / price.price
    const shownLiquidity = money(await liquidity.locator('.fiat').textContent())
    expect(Math.abs(shownLiquidity - expectedLiquidity) / expectedLiquidity).toBeLessThan(0.02)
    // Symbols as the app writes them (FUSD reads fUSD, docs/behaviour/tokens-and-assets.md#symbols).
    expect(await liquidity.textContent()).toContain(` ${shownSymbol(t0.symbol)}`)
    expect(await liquidity.textContent()).toContain(` ${shownSymbol(t1.symbol)}`)

    const volumeRow = page.getByTestId('pair-volume-24h')
    const feesRow = page.getByTestId('pair-fees-24h')
    await volumeRow.waitFor({ timeout: 30_000 })
    const now = Math.floor(Date.now() / 1000)
    const current = units(BigInt(Math.round(await volume(pair.pairAddress, now - DAY, now))), t0.decimals)
    const previous = units(
      BigInt(Math.round(await volume(pair.pairAddress, now - 2 * DAY, now - DAY - 1))),
      t0.decimals,
    )
    // The volume and the fees (0.3 % of it) in the display currency, beside their token amounts.
    const shownVolume = money(await volumeRow.locator('.fiat').textContent())
    const shownFees = money(await feesRow.locator('.fiat').textContent())
    if (current > 0) {
      expect(shownVolume).toBeGreaterThan(0)
      expect(Math.abs(shownVolume - usd(current, t0)) / usd(current, t0)).toBeLessThan(0.05)
      expect(Math.abs(shownFees - usd(current * 0.003, t0)) / usd(current * 0.003, t0)).toBeLessThan(0.05)
    } else {
      expect(shownVolume).toBe(0)
    }
    // Each its own change indicator against the 24 h before.
    const volumeChange = volumeRow.locator('[data-change-of="volume"]')
    const feesChange = feesRow.locator('[data-change-of="fees"]')
    expect(await volumeChange.count()).toBe(1)
    expect(await feesChange.count()).toBe(1)
    expect(await volumeRow.locator('[data-change-of="fees"]').count()).toBe(0)
    if (previous === 0) {
      expect(await volumeChange.textContent()).toBe('–')
      expect(await feesChange.textContent()).toBe('–')
    } else {
      const expected = (current / previous - 1) * 100
      for (const indicator of [volumeChange, feesChange]) {
        const text = (await indicator.textContent()) ?? ''
        const shown = Number(text.replace(/[^\d.]/g, '')) * (text.includes('down') ? -1 : 1)
        expect(Math.abs(shown - expected)).toBeLessThan(Math.max(1, Math.abs(expected) * 0.05))
      }
    }
  }, 180_000)

  it('follows the display currency chosen in the settings (EUR)', async () => {
    expect(pairUrl).not.toBe('')
    const { price } = await queryApi<{ price: { price: number } }>(devnet, '{ price(to: "EUR") { price } }')
    await page.goto(pairUrl.replace(/\/funi\/.*$/, '/settings'))
    await page.getByLabel('Currency').selectOption('EUR')
    await page.goto(pairUrl)
    const fiat = page
      .getByRole('region', { name: 'Pair Stats' })
      .locator('dt', { hasText: 'Total Liquidity' })
      .locator('+ dd')
      .locator('.fiat')
    await fiat.filter({ hasText: '€' }).waitFor({ timeout: 60_000 })
    const shown = money(await fiat.textContent())
    const expected = liquidityFtm * price.price
    expect((await fiat.textContent())?.startsWith('≈ €')).toBe(true)
    expect(Math.abs(shown - expected) / expected).toBeLessThan(0.02)
  }, 120_000)
})
