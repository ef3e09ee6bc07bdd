// What every area's e2e file does the same way: the built app in Chromium on the run's devnet, a wallet restored
// through the UI, API reads to check the chain's state, and the axe + screenshot check of a screen.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { devnetNetworkContracts, encryptKeystore } from '@ftm-wallet/sdk'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { findSeriousViolations } from './axe.js'
import { type DevnetEndpoints, type E2eEnvironment, startE2eEnvironment } from './environment.js'
import { screenshotBothWidths } from './screenshots.js'

export interface E2eSession {
  /** The run's ONE devnet (the root config's globalSetup), shared with every other test file of the run. */
  devnet: ProvidedDevnet
  env: E2eEnvironment
  page: Page
  /** The Content-Security-Policy violations seen so far in any page of the session (close() fails on any). */
  cspViolations: string[]
  close(): Promise<void>
}

/**
 * Records every `securitypolicyviolation` event of every page the context opens (now or later). The app ships a
 * strict CSP (docs/decisions.md#content-security-policy); a test session that saw any violation fails.
 */
export async function watchCspViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = []
  await context.exposeBinding('__ftmCspViolation', (source, text: string) => {
    violations.push(`${source.page?.url() ?? '(page)'}: ${text}`)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __ftmCspViolation?: (text: string) => void }).__ftmCspViolation
      report?.(
        `${event.effectiveDirective} refused ${event.blockedURI || '(inline)'} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  return violations
}

/** Fails with every violation recorded by watchCspViolations. */
export function expectNoCspViolations(violations: readonly string[]): void {
  expect(violations, 'Content-Security-Policy violations').toEqual([])
}

/** The run's devnet as the e2e environment takes it. */
export function devnetEndpoints(devnet: ProvidedDevnet): DevnetEndpoints {
  return { apiUrl: devnet.apiUrl, rpcUrl: devnet.rpcUrl, chainId: devnet.info.chainId, url: devnet.url }
}

export interface E2eSessionOptions {
  /**
   * The app's GraphQL endpoints in failover order (default: the devnet's API alone). A fault drill puts endpoints
   * it controls here; their origins are in the served Content-Security-Policy's connect-src.
   */
  apiUrls?: readonly string[]
}

/**
 * The built app served against the run's ONE devnet (`inject('devnet')`), Chromium and a page. The devnet is
 * shared with every other test file, which may run at the same time: a test works with fresh funded accounts and
 * never asserts on state that other files change (docs/architecture.md#testing-on-the-devnet).
 */
export async function startE2eSession(options: E2eSessionOptions = {}): Promise<E2eSession> {
  const devnet = inject('devnet')
  const env = await startE2eEnvironment(devnetEndpoints(devnet), {
    apiUrls: options.apiUrls,
    contracts: devnetNetworkContracts(devnet.deployment),
  })
  const cspViolations = await watchCspViolations(env.browser.context)
  const page = await env.browser.context.newPage()
  return {
    devnet,
    env,
    page,
    cspViolations,
    async close() {
      await env.close()
      expectNoCspViolations(cspViolations)
    },
  }
}

/** One GraphQL query to the devnet's API; fails the test on GraphQL errors. */
export async function queryApi<T>(
  devnet: Pick<ProvidedDevnet, 'apiUrl'>,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  const response = await fetch(devnet.apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  const { data, errors } = (await response.json()) as { data: T; errors?: unknown }
  expect(errors).toBeUndefined()
  return data
}

export interface RestoreWalletOptions {
  privateKey: string
  password: string
  /** The restore tab to use (default: a keystore file made from the key). */
  via?: 'keystore' | 'private-key'
}

/**
 * From the first visit: dismisses the notice, restores the wallet through the Restore wallet window and opens it
 * ('Access your wallet'); ends on the account's page.
 */
export async function restoreWalletFromWelcome(
  page: Page,
  appUrl: string,
  { privateKey, password, via = 'keystore' }: RestoreWalletOptions,
): Promise<void> {
  await page.goto(`${appUrl}/`)
  await page.getByRole('button', { name: 'Ok, understood' }).click()
  await page.getByRole('button', { name: 'Restore wallet', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Restore wallet' })
  if (via === 'keystore') {
    const keystore = await encryptKeystore(privateKey, password, { scryptN: 2 ** 12 })
    await dialog.getByLabel('Keystore file').setInputFiles({
      name: 'keystore.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(keystore)),
    })
    await dialog.getByLabel('Keystore password').fill(password)
    await dialog.getByRole('button', { name: 'Restore wallet' }).click()
    await dialog.getByText('You have successfully restored your wallet.').waitFor({ timeout: 60_000 })
  } else {
    await dialog.getByRole('tab', { name: 'Private Key' }).click()
    await dialog.getByLabel('Private key', { exact: true }).fill(privateKey.slice(2))
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await choosePasswordAndRestore(dialog, password)
  }
  await page.getByRole('link', { name: 'Access your wallet' }).click({ timeout: 60_000 })
  await page.waitForURL(/\/account\/0x[0-9a-fA-F]{40}$/)
}

/** The Restore wallet window's password step (after a phrase or a key): password twice, the checkbox, restore. */
export async function choosePasswordAndRestore(dialog: Locator, password: string): Promise<void> {
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByLabel('Re-enter password').fill(password)
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: 'Restore wallet' }).click()
  await dialog.getByText('You have successfully restored your wallet.').waitFor({ timeout: 60_000 })
}

/** The latest block's timestamp: the chain's time, which files that advance the run's devnet move ahead of ours. */
export async function chainTime(devnet: Pick<ProvidedDevnet, 'rpcUrl'>): Promise<number> {
  const response = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBlockByNumber',
      params: ['latest', false],
    }),
  })
  const { result } = (await response.json()) as { result: { timestamp: string } }
  return Number(BigInt(result.timestamp))
}

/**
 * Room a chosen validator must have below its delegation cap: far more than all test files delegate on the run's
 * shared devnet together, which leaves out the seeded validator kept 2,000 FTM below its cap (Nimbus Node).
 */
const DELEGATION_ROOM = 100_000n * 10n ** 18n

/**
 * A seeded active validator whose own lock runs at least `seconds` past `now` (room for a delegation lock) and that
 * takes delegations from every file of the run without reaching its cap.
 */
export async function findValidatorLockedFor(
  devnet: Pick<ProvidedDevnet, 'apiUrl'>,
  seconds: number,
  now: number,
): Promise<bigint> {
  const { stakers } = await queryApi<{
    stakers: { id: string; lockedUntil: string; isActive: boolean; delegatedLimit: string }[]
  }>(devnet, '{ stakers { id lockedUntil isActive delegatedLimit } }')
  const chosen = stakers.find(
    (s) =>
      s.isActive &&
      Number(BigInt(s.lockedUntil)) - now > seconds &&
      BigInt(s.delegatedLimit) >= DELEGATION_ROOM,
  )
  expect(chosen, 'a seeded validator with a long lock and room for delegations').toBeDefined()
  return BigInt((chosen as { id: string }).id)
}

/**
 * The check of a main screen: once the theme and view transitions have finished (colours mid-slide are not
 * the screen's), axe finds no serious or critical violation; then screenshots at 1280 and 375 px.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => !document.documentElement.classList.contains('theme-transition'))
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
  const violations = await findSeriousViolations(page)
  expect(JSON.stringify(violations, null, 1), `axe on ${name}`).toBe('[]')
  await screenshotBothWidths(page, name)
}
