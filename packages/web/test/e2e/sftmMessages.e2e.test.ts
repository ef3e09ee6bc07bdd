// @vitest-environment node
// End to end: the staking detail's sFTM messages where they apply, in Chromium on the run's devnet
// (docs/behaviour/sftm.md#messages). A fresh wallet delegates, undelegates a part (a withdraw request), locks the
// rest and mints sFTM against it, then gives part of the sFTM away: the detail says it can't repay, can't undelegate
// and can't withdraw until the sFTM is repaid; each message leaves once its cause is gone. The chain is set up
// through the SDK's transaction pipeline (the screens for those steps have their own e2e files).
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import {
  buildDelegateTx,
  buildErc20ApproveTx,
  buildLockStakeTx,
  buildMintSftmTx,
  buildRedeemSftmTx,
  buildTransferTx,
  buildUndelegateTx,
  createWithdrawalRequestId,
} from '@ftm-wallet/sdk'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { E2eEnvironment } from './environment.js'
import { createFundedWallet, type FundedWallet, restoreFundedWallet } from './fundedWallet.js'
import { chainTime, type E2eSession, findValidatorLockedFor, queryApi, startE2eSession } from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
const FTM = 10n ** 18n
const CANT_REPAY = /^Can't repay sFTM, not enough unlocked sFTM \(need 900 sFTM, have 500 sFTM\)$/
const CANT_UNDELEGATE = "Can't undelegate, repay sFTM first please"
const CANT_WITHDRAW = "Can't withdraw, repay sFTM first please"
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
let contracts: { stakeTokenizer: string; sftm: string }
let validatorId = 0n
// Fresh test keys (never publicly known ones), funded by the faucet: the wallet, and who holds its sFTM for a while.
let owner: FundedWallet
let friend: FundedWallet

const outstanding = async () =>
  BigInt(
    (
      await queryApi<{ delegation: { outstandingSFTM: string } }>(
        devnet,
        `{ delegation(address: "${owner.address}", staker: "0x${validatorId.toString(16)}") { outstandingSFTM } }`,
      )
    ).delegation.outstandingSFTM,
  )

const button = (name: string) => page.getByRole('button', { name, exact: true })

async function openDetail() {
  await page.goto(`${env.appUrl}/staking/${owner.address}/detail/${validatorId}`)
  await page.getByText('Validator Id').waitFor({ timeout: 30_000 })
}

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  contracts = devnet.info.contracts as typeof contracts
  validatorId = await findValidatorLockedFor(devnet, 60 * 86_400, await chainTime(devnet))
  friend = await createFundedWallet(session, { ftm: '5', password: PASSWORD })
  owner = await restoreFundedWallet(session, {
    ftm: '1500',
    password: PASSWORD,
    prepare: async (wallet) => {
      owner = wallet
      await owner.send(buildDelegateTx({ validatorId, amount: 1000n * FTM }))
      await owner.send(
        buildUndelegateTx({
          validatorId,
          withdrawalRequestId: createWithdrawalRequestId(),
          amount: 100n * FTM,
        }),
      )
      await owner.send(buildLockStakeTx({ validatorId, lockupDuration: 30 * 86_400, amount: 900n * FTM }))
      await owner.send(buildMintSftmTx({ tokenizer: contracts.stakeTokenizer, validatorId }))
      expect(await outstanding()).toBe(900n * FTM)
      await owner.send(
        buildTransferTx({ token: contracts.sftm, recipient: friend.address, amount: 400n * FTM }),
      )
    },
  })
}, 300_000)

afterAll(async () => {
  await session?.close()
})

describe('sFTM messages on the delegation detail in Chromium', () => {
  it("says it can't repay, undelegate or withdraw while sFTM is outstanding and the wallet holds too little", async () => {
    await openDetail()
    await page.getByText(CANT_REPAY).waitFor({ timeout: 30_000 })
    expect(await button('Repay sFTM').isDisabled()).toBe(true)
    await page.getByText(CANT_UNDELEGATE, { exact: true }).waitFor()
    expect(await button('Undelegate').isDisabled()).toBe(true)
    const history = page.getByRole('region', { name: 'Undelegation History' })
    await history.getByText(CANT_WITHDRAW, { exact: true }).waitFor()
    expect(await history.getByRole('button', { name: /^Withdraw/ }).isDisabled()).toBe(true)
  }, 120_000)

  it('offers Repay sFTM once the wallet holds the outstanding sFTM again; undelegate and withdraw still wait', async () => {
    await friend.send(
      buildTransferTx({ token: contracts.sftm, recipient: owner.address, amount: 400n * FTM }),
    )
    await openDetail()
    await expect.poll(() => button('Repay sFTM').isEnabled(), { timeout: 30_000 }).toBe(true)
    expect(await page.getByText(/^Can't repay sFTM/).count()).toBe(0)
    await page.getByText(CANT_UNDELEGATE, { exact: true }).waitFor()
    expect(await button('Undelegate').isDisabled()).toBe(true)
    await page.getByText(CANT_WITHDRAW, { exact: true }).waitFor()
  }, 120_000)

  it('drops the undelegate and withdraw messages once the sFTM is repaid', async () => {
    await owner.send(
      buildErc20ApproveTx({ token: contracts.sftm, spender: contracts.stakeTokenizer, amount: 900n * FTM }),
    )
    await owner.send(
      buildRedeemSftmTx({ tokenizer: contracts.stakeTokenizer, validatorId, amount: 900n * FTM }),
    )
    expect(await outstanding()).toBe(0n)
    await openDetail()
    await page
      .locator('dt', { hasText: 'Minted sFTM' })
      .locator('+ dd', { hasText: /^0 sFTM$/ })
      .waitFor({ timeout: 30_000 })
    expect(await page.getByText(/repay sFTM first please|Can't repay sFTM/).count()).toBe(0)
    // Delegated and not all in withdrawal: Undelegate is back (a locked part is unlocked first, with its penalty).
    await expect.poll(() => button('Undelegate').isEnabled(), { timeout: 30_000 }).toBe(true)
  }, 120_000)
})
