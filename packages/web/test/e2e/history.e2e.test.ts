// @vitest-environment node
// End to end: issue 16 item 11 — the History screen says what each transaction did. A fresh wallet delegates, locks,
// claims rewards (after sealed epochs: this file moves the devnet's clock, so it runs in web-serial), votes, wraps,
// approves the router and swaps through the SDK, and sends FTM with a memo to a contact saved in the app; each row
// then reads as the action it was, with the contact's name and the memo.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import {
  buildClaimRewardsTx,
  buildDelegateTx,
  buildErc20ApproveTx,
  buildLockStakeTx,
  buildSwapExactTokensForTokensTx,
  buildVoteTx,
  buildWrapTx,
  createMnemonic,
  deriveKeyFromMnemonic,
  formatShortAddress,
  type UnsignedCall,
} from '@ftm-wallet/sdk'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type E2eEnvironment, fundFromFaucet } from './environment.js'
import { createCallSender } from './runFlow.js'
import {
  chainTime,
  checkScreen,
  type E2eSession,
  findValidatorLockedFor,
  restoreWalletFromWelcome,
  startE2eSession,
} from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
const E18 = 10n ** 18n
const DAY = 86_400
let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
// Fresh test keys (never publicly known ones): the wallet, funded by the faucet, and a friend saved as a contact.
const owner = deriveKeyFromMnemonic(createMnemonic())
const friend = deriveKeyFromMnemonic(createMnemonic()).address
let send: (call: UnsignedCall) => Promise<void>

/** Moves the devnet's time and seals epochs (rewards accrue). */
async function advance(seconds: number, epochs: number) {
  const response = await fetch(`${devnet.url}/devnet/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seconds, epochs }),
  })
  expect(response.status).toBe(200)
}

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  await fundFromFaucet(env.devnet, owner.address, '3000')
  send = await createCallSender({ devnet, key: owner, password: PASSWORD })
  await restoreWalletFromWelcome(page, env.appUrl, {
    privateKey: owner.privateKey,
    password: PASSWORD,
    via: 'private-key',
  })
}, 300_000)

afterAll(async () => {
  await session?.close()
})

describe('History tells what happened (item 11)', () => {
  it('reads contract calls as their actions, names the contact and shows the memo', async () => {
    const validatorId = await findValidatorLockedFor(devnet, 60 * DAY, await chainTime(devnet))
    const validator = devnet.deployment.validators.find((v) => BigInt(v.id) === validatorId)
    expect(validator?.name).toBeTruthy()
    const { wftm, fusd, uniswapRouter } = devnet.deployment.contracts as Record<string, string>
    const open = devnet.deployment.proposals.find((p) => p.seededState === 'open')
    expect(open).toBeDefined()

    await send(buildDelegateTx({ validatorId, amount: 200n * E18 }))
    await send(buildLockStakeTx({ validatorId, lockupDuration: 30 * DAY, amount: 100n * E18 }))
    await advance(DAY, 2)
    await send(buildClaimRewardsTx({ validatorId }))
    await send(
      buildVoteTx({
        governance: open?.governance as string,
        delegatedTo: validator?.address as string,
        proposalId: open?.id as number,
        choices: [4, 2, 0],
      }),
    )
    await send(buildWrapTx({ amount: 10n * E18, wftm: wftm as string }))
    await send(
      buildErc20ApproveTx({ token: wftm as string, spender: uniswapRouter as string, amount: 5n * E18 }),
    )
    await send(
      buildSwapExactTokensForTokensTx({
        router: uniswapRouter as string,
        amountIn: 5n * E18,
        amountOutMin: 1n * E18,
        path: [wftm as string, fusd as string],
        recipient: owner.address,
        deadline: (await chainTime(devnet)) + 3600,
      }),
    )

    // The friend becomes a contact in the app, then gets 1 FTM with a memo through the send form.
    await page.goto(`${env.appUrl}/dashboard`)
    await page.getByRole('button', { name: 'New Contact', exact: true }).click({ timeout: 30_000 })
    const contact = page.getByRole('dialog', { name: 'New Contact' })
    await contact.getByLabel('Address').fill(friend)
    await contact.getByLabel('Name').fill('History friend')
    await contact.getByRole('button', { name: 'Save' }).click()
    await contact.waitFor({ state: 'detached' })
    await page.goto(`${env.appUrl}/account/${owner.address}/send`)
    await page.getByLabel('Amount (FTM)').fill('1', { timeout: 30_000 })
    await page.getByLabel('Address', { exact: true }).fill(friend)
    await page.getByLabel('Memo (optional)').fill('for the concert tickets')
    await page.getByRole('button', { name: 'Continue' }).click()
    const flow = page.locator('.flow-confirmation')
    await flow
      .getByLabel('Please enter your wallet password to send the transaction')
      .fill(PASSWORD, { timeout: 60_000 })
    await flow.getByRole('button', { name: 'Send', exact: true }).click()
    await flow.getByRole('heading', { name: 'Success' }).waitFor({ timeout: 90_000 })

    await page.goto(`${env.appUrl}/account/${owner.address}`)
    await page.getByRole('tab', { name: 'Transactions (9)' }).waitFor({ timeout: 30_000 })
    const table = page.getByRole('table', { name: 'Transactions' })
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'Status',
      'Time',
      'Transaction',
      'Address',
      'Amount',
    ])
    const named = `validator ${validatorId} (${validator?.name})`
    const expected: [action: string, address: string][] = [
      ['TransferMemo: for the concert tickets', 'History friend'],
      [/* filled below */ '', 'Uniswap router'],
      ['Allow Uniswap router to spend 5 WFTM', 'WFTM'],
      ['Wrap 10 FTM into WFTM', 'WFTM'],
      [`Vote on proposal ${open?.id} (choices 4, 2, 0)`, formatShortAddress(open?.governance as string)],
      [`Claim the rewards of ${named}`, 'SFC (staking)'],
      [`Lock 100 FTM with ${named} for 30 days`, 'SFC (staking)'],
      [`Delegate 200 FTM to ${named}`, 'SFC (staking)'],
      ['Transfer', '(the faucet)'],
    ]
    const actions = table.locator('tbody tr td.tx-action')
    // The decoder loads on demand: the rows read as actions once it has (and the labels are read).
    await expect
      .poll(async () => (await actions.allTextContents())[5], { timeout: 30_000 })
      .toBe(expected[5]?.[0])
    const rows = await table.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => {
        const cells = [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')
        return { action: cells[2], address: cells[3]?.replace(/^Save/, ''), amount: cells[4] }
      }),
    )
    expect(rows).toHaveLength(9)
    expect(rows[1]?.action).toMatch(/^Swap 5 WFTM for at least 1 fUSD$/)
    expected.forEach(([action, address], i) => {
      if (i !== 1) expect(rows[i]?.action, `row ${i + 1}`).toBe(action)
      if (i !== 4 && i !== 8) expect(rows[i]?.address, `row ${i + 1}`).toBe(address)
    })
    expect(rows[0]?.amount).toBe('-1.00 FTM')
    expect(rows[3]?.amount).toBe('-10.00 FTM')
    expect(rows[7]?.amount).toBe('-200.00 FTM')
    expect(rows[8]?.amount).toBe('+3,000.00 FTM')
    // The contact is named, not offered to be saved; the contact's full address stays in the link's title.
    const friendLink = table.locator('tbody tr').first().getByRole('link', { name: 'History friend' })
    expect(await friendLink.getAttribute('title')).toBe(friend)
    expect(
      await table
        .locator('tbody tr')
        .first()
        .getByRole('button', { name: /^Save / })
        .count(),
    ).toBe(0)
    await checkScreen(page, 'history-decoded')
  }, 300_000)
})
