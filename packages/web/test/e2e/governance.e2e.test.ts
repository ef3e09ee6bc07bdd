// @vitest-environment node
// End to end: the governance area of the built web wallet in Chromium against the run's devnet. A keystore
// wallet delegates to a validator, votes on the seeded open proposal and cancels the vote; the API's recorded
// vote is checked after each. A proposal whose name and description carry HTML/JS payloads renders inert.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import {
  buildDelegateTx,
  createApiClient,
  createKeystoreSigner,
  createMnemonic,
  deriveKeyFromMnemonic,
  devnet as devnetPreset,
  encryptKeystore,
  sendCall,
} from '@ftm-wallet/sdk'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPlainTextProposals } from '../../bench/measureGovernanceScroll.js'
import { type E2eEnvironment, fundFromFaucet } from './environment.js'
import {
  checkScreen as checkPage,
  type E2eSession,
  restoreWalletFromWelcome,
  startE2eSession,
} from './session.js'

const PASSWORD = 'Str0ng!passw0rd'
const E18 = 10n ** 18n
const PAYLOAD_NAME = '<img src=x onerror="window.__pwned=1">'
const PAYLOAD_DESCRIPTION =
  '<script>window.__pwned=2</script><img src=x onerror="window.__pwned=3"> ' +
  '<a href="javascript:window.__pwned=4">click</a> javascript:alert(1) docs: https://example.org/docs'
const OPEN_PROPOSAL = 'Fund community grants from the treasury'

let session: E2eSession
let devnet: ProvidedDevnet
let env: E2eEnvironment
let page: Page
let address: string
let aurora: { id: number; address: string; name: string }
let governance: string
let openProposalId: number
const dialogs: string[] = []

const checkScreen = (name: string) => checkPage(page, name)

/** The vote the API records for the wallet's delegation to Aurora on the open proposal. */
async function recordedVote(): Promise<{ weight: string; choices: string[] }> {
  const query = `{ govContract(address: "${governance}") { proposal(id: "0x${openProposalId.toString(16)}") {
    vote(from: "${address}", delegatedTo: "${aurora.address}") { weight choices } } } }`
  const response = await fetch(devnet.apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  })
  const body = (await response.json()) as {
    data: { govContract: { proposal: { vote: { weight: string; choices: string[] } } } }
  }
  return body.data.govContract.proposal.vote
}

/** Signs in the confirmation window and waits for its success page. */
async function confirmWithPassword(dialog: Locator, label: string) {
  await dialog.getByLabel(label).fill(PASSWORD)
  await dialog.getByRole('button', { name: 'Send', exact: true }).click()
  await dialog.getByRole('heading', { name: 'Success' }).waitFor({ timeout: 90_000 })
}

/** Closes the window from its success page (the last Close; the first is the window's own close button). */
async function closeWindow(dialog: Locator) {
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click()
  await dialog.waitFor({ state: 'detached' })
}

beforeAll(async () => {
  session = await startE2eSession()
  ;({ devnet, env, page } = session)
  const seeded = devnet.deployment
  aurora = seeded.validators.find((v) => v.name === 'Aurora Staking')!
  const open = seeded.proposals.find((p) => p.seededState === 'open')!
  governance = open.governance
  openProposalId = open.id

  // A fresh wallet (never a publicly known key) that delegates 100 FTM to Aurora through the SDK's pipeline.
  const key = deriveKeyFromMnemonic(createMnemonic())
  address = key.address
  const keystore = await encryptKeystore(key.privateKey, PASSWORD, { scryptN: 2 ** 12 })
  await fundFromFaucet(env.devnet, address, '1000')
  const network = { ...devnetPreset, chainId: devnet.info.chainId, apiUrls: [devnet.apiUrl] }
  await sendCall({
    client: createApiClient({ endpoints: [devnet.apiUrl], retries: 2 }),
    network,
    signer: createKeystoreSigner({ account: { address, keystore }, chainId: network.chainId }),
    call: buildDelegateTx({ validatorId: BigInt(aurora.id), amount: 100n * E18 }),
    password: PASSWORD,
  })
  // Anyone may create a proposal (fee 100 FTM): this one carries HTML/JS in its name and description.
  await createPlainTextProposals({
    rpcUrl: devnet.rpcUrl,
    controlsUrl: devnet.url,
    factory: (devnet.info.contracts as Record<string, string>).proposalFactory!,
    proposals: [
      {
        name: PAYLOAD_NAME,
        description: PAYLOAD_DESCRIPTION,
        options: ['<b>Yes</b>', 'No'],
        minVotes: E18 / 2n,
        minAgreement: E18 / 2n,
      },
    ],
  })

  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message())
    dialog.dismiss().catch(() => undefined)
  })
  await restoreWalletFromWelcome(page, env.appUrl, { privateKey: key.privateKey, password: PASSWORD })
}, 300_000)

afterAll(async () => {
  await session?.close()
})

describe('governance in Chromium', () => {
  it('lists the proposals with their columns and fills You Voted and Votes per row', async () => {
    await page.goto(`${env.appUrl}/gov/${address}`)
    await page.getByRole('heading', { name: 'Proposals (6)' }).waitFor({ timeout: 30_000 })
    const table = page.getByRole('table', { name: 'Proposals' })
    const headers = await table.getByRole('columnheader').allTextContents()
    expect(headers).toEqual(['ID / Name', 'Start / End', 'You Voted', 'Votes', 'Winner', 'State'])
    const openRow = table.getByRole('row').filter({ hasText: OPEN_PROPOSAL })
    await openRow.getByRole('cell').nth(2).getByText('0/1').waitFor({ timeout: 30_000 })
    expect(await openRow.getByRole('cell').nth(3).textContent()).toMatch(/\d+\.\d\d%/)
    expect(await openRow.getByRole('cell').nth(5).textContent()).toBe('In progress')
    const resolved = table.getByRole('row').filter({ hasText: 'Lower the validator commission' })
    expect(await resolved.getByRole('cell').nth(5).textContent()).toBe('Resolved')
    expect(await resolved.getByRole('cell').nth(4).textContent()).not.toBe('-')
    // The payload proposal's name is text in its row, not markup.
    expect(await table.getByRole('button', { name: `6. ${PAYLOAD_NAME}` }).count()).toBe(1)
    expect(await table.locator('img').count()).toBe(0)
    await checkScreen('gov-proposals')
  }, 120_000)

  it('renders a proposal with HTML/JS payloads inert, its URL as a safe link', async () => {
    await page.getByRole('button', { name: `6. ${PAYLOAD_NAME}` }).click()
    const title = page.getByRole('heading', { level: 1 })
    await title.filter({ hasText: PAYLOAD_NAME }).waitFor({ timeout: 30_000 })
    const description = page.locator('.proposal-description')
    expect(await description.textContent()).toBe(PAYLOAD_DESCRIPTION)
    expect(await page.locator('.proposal-detail img, .proposal-detail script').count()).toBe(0)
    const links = description.getByRole('link')
    expect(await links.count()).toBe(1)
    expect(await links.first().getAttribute('href')).toBe('https://example.org/docs')
    expect(await links.first().getAttribute('rel')).toContain('noopener')
    await page.getByText("You can't vote, voting doesn't start yet.").waitFor()
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined()
    expect(dialogs).toEqual([])
  }, 60_000)

  it('votes on the open proposal with one delegation; the API records the chosen levels', async () => {
    await page.goto(`${env.appUrl}/gov/${address}`)
    await page.getByRole('button', { name: `${openProposalId}. ${OPEN_PROPOSAL}` }).click()
    const block = page.getByRole('region', { name: 'Delegation to Aurora Staking' })
    await block.waitFor({ timeout: 30_000 })
    const sliders = block.getByRole('slider')
    // The block is drawn first; its sliders follow once the recorded vote is known to be absent (slower under load).
    await sliders.nth(2).waitFor({ timeout: 30_000 })
    expect(await sliders.count()).toBe(3)
    for (let i = 0; i < 3; i++) {
      expect(await sliders.nth(i).getAttribute('max')).toBe('4')
      expect(await sliders.nth(i).inputValue()).toBe('2')
    }
    await sliders.nth(0).focus()
    await page.keyboard.press('End')
    await sliders.nth(2).focus()
    await page.keyboard.press('Home')
    expect(await sliders.nth(0).inputValue()).toBe('4')
    await checkScreen('gov-proposal-detail')

    // Vote opens the confirmation in a window over the detail; rejecting there records nothing.
    const detailUrl = page.url()
    await block.getByRole('button', { name: 'Vote' }).click()
    const voteWindow = page.getByRole('dialog', { name: 'Confirmation' })
    await voteWindow.getByLabel('Please enter your wallet password to vote').waitFor({ timeout: 30_000 })
    expect(page.url()).toBe(detailUrl)
    await voteWindow.getByRole('button', { name: 'Cancel', exact: true }).click()
    await voteWindow.getByRole('heading', { name: 'Transaction rejected' }).waitFor()
    await checkScreen('gov-vote-reject')
    await voteWindow.getByRole('button', { name: 'Continue' }).click()
    await voteWindow.waitFor({ state: 'detached' })
    await block.getByRole('slider').first().waitFor({ timeout: 30_000 })
    expect((await recordedVote()).choices).toEqual([])

    await sliders.nth(0).focus()
    await page.keyboard.press('End')
    await sliders.nth(2).focus()
    await page.keyboard.press('Home')
    await block.getByRole('button', { name: 'Vote' }).click()

    const choices = voteWindow.getByRole('table', { name: 'Your choices' })
    await choices.waitFor({ timeout: 30_000 })
    expect(await choices.getByRole('row').allTextContents()).toEqual([
      'OptionLevel',
      'Fund 1M FTM4',
      'Fund 3M FTM2',
      'Do not fund0',
    ])
    await checkScreen('gov-vote-confirmation')
    await confirmWithPassword(voteWindow, 'Please enter your wallet password to vote')
    await checkScreen('gov-vote-success')
    const vote = await recordedVote()
    expect(vote.choices).toEqual(['0x4', '0x2', '0x0'])
    expect(BigInt(vote.weight)).toBe(100n * E18)

    // Closing the window re-reads the votes: the block shows the recorded levels with Cancel Vote.
    await closeWindow(voteWindow)
    expect(page.url()).toBe(detailUrl)
    await block.getByRole('button', { name: 'Cancel Vote' }).waitFor({ timeout: 30_000 })
    expect(await block.getByRole('slider').count()).toBe(0)
    expect(await block.getByText('Fund 1M FTM').locator('xpath=following-sibling::dd').textContent()).toBe(
      '4',
    )

    // Issue 16 item 9: with the vote counted, the detail's Total Votes and the list's Votes column say the same
    // percentage (the detail used the API's per-mille ratio, cutting the second decimal).
    const totalVotes = page.getByText('Total Votes').locator('xpath=following-sibling::dd')
    await totalVotes.getByText(/^\d+\.\d\d% /).waitFor({ timeout: 30_000 })
    const detailPercent = /^(\d+\.\d\d%)/.exec((await totalVotes.textContent()) ?? '')?.[1]
    await page.goto(`${env.appUrl}/gov/${address}`)
    const openRow = page
      .getByRole('table', { name: 'Proposals' })
      .getByRole('row')
      .filter({ hasText: OPEN_PROPOSAL })
    await openRow.getByRole('cell').nth(2).getByText('1/1').waitFor({ timeout: 30_000 })
    const listPercent = /(\d+\.\d\d%)/.exec((await openRow.getByRole('cell').nth(3).textContent()) ?? '')?.[1]
    expect(detailPercent).toBeDefined()
    expect(listPercent).toBe(detailPercent)
    await page.goto(detailUrl)
    await block.getByRole('button', { name: 'Cancel Vote' }).waitFor({ timeout: 30_000 })
  }, 240_000)

  it('cancels the vote in a window; the API no longer records it and the sliders come back', async () => {
    const block = page.getByRole('region', { name: 'Delegation to Aurora Staking' })
    await block.getByRole('button', { name: 'Cancel Vote' }).click()
    const cancelWindow = page.getByRole('dialog', { name: 'Cancel Vote Confirmation' })
    await cancelWindow.getByText('Aurora Staking').waitFor()
    await cancelWindow
      .getByLabel('Please enter your wallet password to cancel vote')
      .waitFor({ timeout: 30_000 })
    await checkScreen('gov-cancel-vote-confirmation')
    await confirmWithPassword(cancelWindow, 'Please enter your wallet password to cancel vote')
    const vote = await recordedVote()
    expect(vote.choices).toEqual([])
    expect(BigInt(vote.weight)).toBe(0n)
    await closeWindow(cancelWindow)
    await block.getByRole('slider').first().waitFor({ timeout: 30_000 })
    expect(await block.getByRole('button', { name: 'Cancel Vote' }).count()).toBe(0)
  }, 180_000)

  it("keeps the routed confirmation view: opened directly without parameters it says 'Bad parameters.' and goes back", async () => {
    const detailUrl = page.url()
    await page.goto(`${env.appUrl}/gov/${address}/confirmation`)
    await page.getByRole('alert').filter({ hasText: 'Bad parameters.' }).waitFor({ timeout: 30_000 })
    await page.waitForURL(detailUrl, { timeout: 10_000 })
  }, 60_000)
})
