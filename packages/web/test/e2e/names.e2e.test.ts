// @vitest-environment node
// End to end: the send form resolves names through both naming services, in Chromium on the run's devnet
// (docs/chain-and-api.md#naming). The devnet's Unstoppable Domains reader (UnsProxyReader) is asked first and knows
// carol.crypto (its FTM-on-Opera record) and erin.crypto (only its plain FTM record); dave.crypto is in the name
// registry alone, so Unstoppable Domains has nothing and the registry answers; a name neither knows is refused with
// the spec's text. Sends go through to the chain and the recipients' balances are checked through the API.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, deriveKeyFromMnemonic } from '@ftm-wallet/sdk'
import { getAddress } from 'ethers'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type E2eEnvironment, fundFromFaucet } from './environment.js'
import { type E2eSession, queryApi, restoreWalletFromWelcome, startE2eSession } from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
const PASSWORD_LABEL = 'Please enter your wallet password to send the transaction'
const E18 = 10n ** 18n
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
// A fresh test key (never a publicly known one), funded by the faucet.
const owner = deriveKeyFromMnemonic(createMnemonic())

const unstoppableOwner = (domain: string) => {
  const entry = devnet.deployment.unstoppableDomains?.find((d) => d.domain === domain)
  expect(entry, `${domain} in the devnet's Unstoppable Domains reader`).toBeDefined()
  return getAddress(entry?.owner ?? '')
}
const registryOwner = (name: string) => {
  const entry = devnet.deployment.names.find((n) => n.name === name)
  expect(entry, `${name} in the devnet's name registry`).toBeDefined()
  return getAddress(entry?.owner ?? '')
}
const balance = async (address: string) =>
  BigInt(
    (
      await queryApi<{ account: { balance: string } }>(
        devnet,
        `{ account(address: "${address}") { balance } }`,
      )
    ).account.balance,
  )

/** Types `name` as the recipient of `amount` FTM and continues to the confirmation, which names the address. */
async function continueTo(name: string, amount: string, address: string) {
  await page.goto(`${env.appUrl}/account/${owner.address}/send`)
  await page.getByRole('heading', { name: 'Send Opera FTM' }).waitFor({ timeout: 30_000 })
  await page.getByLabel('Amount (FTM)').fill(amount)
  await page.getByLabel('Address', { exact: true }).fill(name)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel(PASSWORD_LABEL).waitFor({ timeout: 30_000 })
  await page.getByText(address).first().waitFor()
}

async function sendOneFtmTo(name: string, address: string) {
  const before = await balance(address)
  await continueTo(name, '1', address)
  await page.getByLabel(PASSWORD_LABEL).fill(PASSWORD)
  await page.getByRole('button', { name: 'Send', exact: true }).click()
  await page.getByRole('button', { name: 'Close' }).click({ timeout: 60_000 })
  expect((await balance(address)) - before).toBe(E18)
}

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  await fundFromFaucet(env.devnet, owner.address, '10')
  await restoreWalletFromWelcome(page, env.appUrl, { privateKey: owner.privateKey, password: PASSWORD })
}, 300_000)

afterAll(async () => {
  await session?.close()
})

describe('names in the send form, Unstoppable Domains first, then the name registry', () => {
  it("sends to 'carol.crypto', which only Unstoppable Domains knows", async () => {
    const carol = unstoppableOwner('carol.crypto')
    // The registry has no such name: only the first service can have answered.
    expect(devnet.deployment.names.some((n) => n.name === 'CAROL.CRYPTO')).toBe(false)
    await sendOneFtmTo('carol.crypto', carol)
  }, 120_000)

  it("sends to 'dave.crypto', which Unstoppable Domains does not know: the name registry answers", async () => {
    const dave = registryOwner('DAVE.CRYPTO')
    expect(devnet.deployment.unstoppableDomains?.some((d) => d.domain === 'dave.crypto')).toBe(false)
    await sendOneFtmTo('dave.crypto', dave)
  }, 120_000)

  it("takes erin.crypto's plain FTM record when it has none for Opera", async () => {
    await continueTo('erin.crypto', '1', unstoppableOwner('erin.crypto'))
  }, 120_000)

  it("refuses a name neither service knows with 'Enter a valid Opera FTM address or domain name'", async () => {
    await page.goto(`${env.appUrl}/account/${owner.address}/send`)
    await page.getByLabel('Amount (FTM)').fill('1')
    await page.getByLabel('Address', { exact: true }).fill('nobody.crypto')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('alert').getByText('Enter a valid Opera FTM address or domain name').waitFor()
    expect(await page.getByLabel(PASSWORD_LABEL).count()).toBe(0)
  }, 120_000)
})
