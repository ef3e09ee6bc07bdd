// @vitest-environment node
// Fault drill in Chromium (docs/behaviour/app-shell.md#network-and-api-status): the app is given two GraphQL
// endpoints the test controls — proxies in front of the run's devnet API, the second on another host name — and
// during one session the first turns HTML-200, then hangs, then dies while the second works: balances keep
// updating (a faucet payment shows up each time, no limited mode). Then every GraphQL endpoint dies: the
// limited-mode banner appears, a send and a delegation still succeed and the fMint screen shows the account's
// positions over JSON-RPC. The API comes back and the banner goes.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, deriveKeyFromMnemonic } from '@ftm-wallet/sdk'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connectSourcesOf } from '../../scripts/contentSecurityPolicy.mjs'
import { type ControlledEndpoint, type EndpointMode, startControlledEndpoint } from './controlledEndpoint.js'
import { type E2eEnvironment, fundFromFaucet } from './environment.js'
import {
  LIMITED_MODE_BANNER as BANNER,
  checkFMintInLimitedMode,
  delegateInLimitedMode,
  type LimitedModeContext,
  openFMintPosition,
  sendInLimitedMode,
} from './limitedModeSteps.js'
import { type E2eSession, restoreWalletFromWelcome, startE2eSession } from './session.js'

const PASSWORD = 'Str0ng!passw0rd'

let devnet: ProvidedDevnet
let first: ControlledEndpoint
let second: ControlledEndpoint
let session: E2eSession
let env: E2eEnvironment
let page: Page
// A fresh test key (never a publicly known one), funded by the faucet.
const key = deriveKeyFromMnemonic(createMnemonic())
const address = key.address
/** Requests of the page to the first endpoint that failed in the browser (refused, reset, aborted). */
const failedAtFirst: string[] = []

const banner = () => page.getByRole('status').filter({ hasText: BANNER })
const steps = (): LimitedModeContext => ({ page, appUrl: env.appUrl, devnet, address, password: PASSWORD })
const available = (text: string) => page.getByTestId('balance-available').getByText(text)

/** Waits until `endpoint` has received `count` more GraphQL requests than `from`. */
async function waitForRequests(endpoint: ControlledEndpoint, mode: EndpointMode, from: number, count = 1) {
  await expect.poll(() => endpoint.received[mode], { timeout: 30_000 }).toBeGreaterThanOrEqual(from + count)
}

/**
 * Turns the first endpoint to `mode` while the app's client is on it: with the second dead, every answer comes from
 * the first, so the client starts its next rounds there (docs/decisions.md#api-client); then the first turns bad and
 * the second comes back at the same moment.
 */
async function turnFirst(mode: Exclude<EndpointMode, 'pass'>): Promise<{ failedBefore: number }> {
  await first.set('pass')
  await second.set('dead')
  await waitForRequests(first, 'pass', first.received.pass, 2)
  const failedBefore = failedAtFirst.length
  await Promise.all([first.set(mode), second.set('pass')])
  return { failedBefore }
}

beforeAll(async () => {
  devnet = inject('devnet')
  first = await startControlledEndpoint({ target: devnet.apiUrl })
  second = await startControlledEndpoint({ target: devnet.apiUrl, urlHost: 'localhost' })
  session = await startE2eSession({ apiUrls: [first.url, second.url] })
  ;({ env, page } = session)
  page.context().on('requestfailed', (request) => {
    if (request.url().startsWith(first.origin)) failedAtFirst.push(request.failure()?.errorText ?? '')
  })
  await fundFromFaucet(env.devnet, address, '3000')
  await restoreWalletFromWelcome(page, env.appUrl, { privateKey: key.privateKey, password: PASSWORD })
}, 300_000)

afterAll(async () => {
  await session?.close()
  await first?.close()
  await second?.close()
})

describe('fault drill in Chromium', () => {
  it('is served a Content-Security-Policy that lets it reach both endpoints', async () => {
    expect(new URL(first.url).hostname).toBe('127.0.0.1')
    expect(new URL(second.url).hostname).toBe('localhost')
    const policy = (await fetch(`${env.appUrl}/`)).headers.get('content-security-policy') ?? ''
    expect(connectSourcesOf(policy)).toEqual(expect.arrayContaining([first.origin, second.origin]))
  })

  it('keeps balances updating while the first endpoint answers HTML-200, then hangs, then dies', async () => {
    await page.goto(`${env.appUrl}/account/${address}`)
    await available('3,000.00 FTM').waitFor({ timeout: 30_000 })
    let balance = 3000
    for (const mode of ['html', 'hang', 'dead'] as const) {
      const atFirst = first.received[mode]
      const { failedBefore } = await turnFirst(mode)
      const atSecond = second.received.pass
      balance += 1
      await fundFromFaucet(env.devnet, address, '1')
      await available(`${balance.toLocaleString('en-US')}.00 FTM`).waitFor({ timeout: 30_000 })
      // The app asked the misbehaving endpoint and got its answers from the second one, not from JSON-RPC.
      // A dead endpoint receives nothing: the browser saw the app's request to it refused (or reset as it died).
      if (mode === 'dead')
        expect(failedAtFirst.slice(failedBefore), 'requests met the dead endpoint').not.toEqual([])
      else expect(first.received[mode], `requests met the ${mode} endpoint`).toBeGreaterThan(atFirst)
      expect(second.received.pass, `the second endpoint answered during ${mode}`).toBeGreaterThan(atSecond)
      expect(await banner().count(), `no limited mode during ${mode}`).toBe(0)
    }
  }, 180_000)

  it('shows the limited-mode banner when every GraphQL endpoint dies; a send still succeeds over JSON-RPC', async () => {
    await first.set('dead')
    await second.set('dead')
    await sendInLimitedMode(steps(), /^Available: 3,?002\.9/)
  }, 120_000)

  it('delegates over JSON-RPC while every GraphQL endpoint is dead', async () => {
    await delegateInLimitedMode(steps())
  }, 120_000)

  it("shows the account's fMint positions over JSON-RPC while every GraphQL endpoint is dead", async () => {
    await openFMintPosition(devnet, key, PASSWORD)
    await checkFMintInLimitedMode(steps())
  }, 300_000)

  it('drops the banner once the API answers again, in the same page', async () => {
    await page.goto(`${env.appUrl}/account/${address}`)
    await banner().waitFor({ timeout: 30_000 })
    const before = first.received.pass + second.received.pass
    await first.set('pass')
    await second.set('pass')
    // The client probes the API while it polls the balance; the first answer ends limited mode.
    await banner().waitFor({ state: 'detached', timeout: 60_000 })
    expect(first.received.pass + second.received.pass).toBeGreaterThan(before)
    expect(await page.getByText(BANNER).count()).toBe(0)
  }, 90_000)
})
