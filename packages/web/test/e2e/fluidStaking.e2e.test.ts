// @vitest-environment node
// End to end: the delegation detail before fluid staking, in Chromium on the run's devnet
// (docs/behaviour/staking.md#claiming, docs/architecture.md#testing-on-the-devnet). The devnet answers
// isFluidStakingActive true like the real API; this file switches it off for everyone (POST /devnet/staking), so it
// runs in web-serial and switches it back on afterwards. A fresh wallet with a fresh delegation (no rewards yet)
// sees the warning to claim its outstanding rewards, Claim Rewards enabled and no Increase delegation (the rules
// without fluid staking); once fluid staking is back, the warning is gone and the fluid-staking rules apply again.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { buildDelegateTx } from '@ftm-wallet/sdk'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { E2eEnvironment } from './environment.js'
import { type FundedWallet, restoreFundedWallet } from './fundedWallet.js'
import { chainTime, type E2eSession, findValidatorLockedFor, queryApi, startE2eSession } from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
const FTM = 10n ** 18n
const FLUID_WARNING =
  "To participate in Fluid Staking, please claim your outstanding rewards. Even if your pending rewards balance shows 0, go ahead and claim anyway and you'll receive the correct amount."
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
let validatorId = 0n
// A fresh test key (never a publicly known one), funded by the faucet of the run's devnet.
let owner: FundedWallet

/** `POST /devnet/staking`: what every delegation's isFluidStakingActive answers from now on. */
async function switchFluidStaking(fluidStaking: boolean) {
  const response = await fetch(`${env.devnet.url}/devnet/staking`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fluidStaking }),
  })
  expect(await response.json()).toEqual({ fluidStaking })
}

const fluidStakingActive = async () =>
  (
    await queryApi<{ delegation: { isFluidStakingActive: boolean } }>(
      devnet,
      `{ delegation(address: "${owner.address}", staker: "0x${validatorId.toString(16)}") { isFluidStakingActive } }`,
    )
  ).delegation.isFluidStakingActive

const button = (name: string) => page.getByRole('button', { name, exact: true })
const warning = () => page.getByRole('note').filter({ hasText: FLUID_WARNING })

async function openDetail() {
  await page.goto(`${env.appUrl}/staking/${owner.address}/detail/${validatorId}`)
  await page.getByText('Validator Id').waitFor({ timeout: 30_000 })
}

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  validatorId = await findValidatorLockedFor(devnet, 0, await chainTime(devnet))
  owner = await restoreFundedWallet(session, {
    ftm: '200',
    password: PASSWORD,
    prepare: ({ send }) => send(buildDelegateTx({ validatorId, amount: 100n * FTM })),
  })
}, 300_000)

afterAll(async () => {
  // Whatever happened: the devnet behaves like the real API again for the files after this one.
  if (env) await switchFluidStaking(true)
  await session?.close()
})

describe('the delegation detail with and without fluid staking in Chromium', () => {
  it('shows no warning with fluid staking (the default): no rewards yet, so no claim but an increase', async () => {
    expect(await fluidStakingActive()).toBe(true)
    await openDetail()
    await page.getByRole('link', { name: 'Increase delegation' }).waitFor({ timeout: 30_000 })
    expect(await button('Claim Rewards').isDisabled()).toBe(true)
    expect(await warning().count()).toBe(0)
  }, 120_000)

  it('warns to claim the outstanding rewards while fluid staking is off, and leaves it once it is back on', async () => {
    await switchFluidStaking(false)
    try {
      expect(await fluidStakingActive()).toBe(false)
      await openDetail()
      await warning().waitFor({ timeout: 30_000 })
      expect(await warning().textContent()).toBe(FLUID_WARNING)
      // Without fluid staking a delegated amount is enough to claim (even with 0 pending), and increasing waits
      // until everything is in withdrawal.
      await expect.poll(() => button('Claim Rewards').isEnabled(), { timeout: 30_000 }).toBe(true)
      expect(await button('Claim & Restake').isEnabled()).toBe(true)
      expect(await page.getByRole('link', { name: 'Increase delegation' }).count()).toBe(0)
    } finally {
      await switchFluidStaking(true)
    }
    expect(await fluidStakingActive()).toBe(true)
    await openDetail()
    await page.getByRole('link', { name: 'Increase delegation' }).waitFor({ timeout: 30_000 })
    expect(await warning().count()).toBe(0)
    expect(await button('Claim Rewards').isDisabled()).toBe(true)
  }, 120_000)
})
