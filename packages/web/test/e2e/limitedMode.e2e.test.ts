// @vitest-environment node
// Fault drill in Chromium: every GraphQL endpoint of the app dies (the browser's requests to the API are cut off);
// the limited-mode banner appears, and a send, a delegation and the fMint screen's positions still work over the
// devnet's JSON-RPC node; then the API answers again and the banner goes.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, deriveKeyFromMnemonic } from '@ftm-wallet/sdk'
import type { Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
// A fresh test key (never a publicly known one), funded by the faucet.
const key = deriveKeyFromMnemonic(createMnemonic())
const address = key.address

const isApi = (url: URL) => url.href === devnet.apiUrl
const cutOff = (route: Route) => route.abort('connectionrefused')
const steps = (): LimitedModeContext => ({ page, appUrl: env.appUrl, devnet, address, password: PASSWORD })

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  await fundFromFaucet(env.devnet, address, '3000')
  await restoreWalletFromWelcome(page, env.appUrl, { privateKey: key.privateKey, password: PASSWORD })
}, 300_000)

afterAll(async () => {
  await session?.close()
})

describe('limited mode in Chromium', () => {
  it('shows the banner when every GraphQL endpoint is dead; sending works over JSON-RPC', async () => {
    await page.context().route(isApi, cutOff)
    await sendInLimitedMode(steps(), /^Available: 2,?999\.9/)
  }, 120_000)

  it('delegates over JSON-RPC while the API is dead', async () => {
    await delegateInLimitedMode(steps())
  }, 120_000)

  it("shows the account's fMint positions over JSON-RPC while the API is dead", async () => {
    await openFMintPosition(devnet, key, PASSWORD)
    await checkFMintInLimitedMode(steps())
  }, 300_000)

  it('drops the banner once the API answers again', async () => {
    await page.context().unroute(isApi, cutOff)
    await page.goto(`${env.appUrl}/account/${address}`)
    await page.getByRole('status').filter({ hasText: BANNER }).waitFor({ state: 'detached', timeout: 60_000 })
    expect(await page.getByText(BANNER).count()).toBe(0)
  }, 90_000)
})
