import type {} from '@ftm-wallet/devnet/vitest-setup'
import { CUSTOM_TOKENS_KEY } from '@ftm-wallet/sdk'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { renderApp } from '../../../test/helpers/renderApp.js'
import { deployTestToken } from '../account/testToken.test-util.js'

// The API of the run's devnet: the send screen must find a token that is none of the DeFi tokens.
const OWNER = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const BOB = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
const POOR = '0x6B175474E89094C44Da98b954EedeAC495271d0F'
const NOBODY = '0x000000000000000000000000000000000000dEaD'
const GAS_WARNING = 'Warning: Not enough available FTM for gas fees. Transfer FTM to your address to proceed.'
const devnet = inject('devnet')
let held: string
let custom: string

beforeAll(async () => {
  const ttk = await deployTestToken(devnet.rpcUrl, { name: 'Test Token', symbol: 'TTK', decimals: 6 })
  await ttk.mint(OWNER, 5_250_000n)
  held = ttk.address
  custom = (await deployTestToken(devnet.rpcUrl, { name: 'Custom Token', symbol: 'CTK', decimals: 18 }))
    .address
  const faucet = await fetch(`${devnet.url}/devnet/faucet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address: OWNER, amount: '20' }),
  })
  expect(faucet.ok).toBe(true)
}, 120_000)

/** The app at `path` for `owner` (a WalletConnect account: nothing is signed here), with CTK added as custom. */
function open(path: string, owner = OWNER) {
  return renderApp(path, {
    apiUrls: [devnet.apiUrl],
    seed: async (services) => {
      await services.settings.acceptFirstVisitNotice()
      await services.accounts.addAccount({ address: owner, type: 'walletConnect' })
      const tokens = [{ address: custom, symbol: 'CTK', decimals: 18 }]
      await services.storage.set(CUSTOM_TOKENS_KEY, JSON.stringify({ version: 1, tokens }))
    },
  })
}

describe('token send (account-send-erc20)', () => {
  it("lists a received ERC-20 under 'Other tokens' with a Send link to its send form", async () => {
    const { router } = await open(`/account/${OWNER}`)
    await userEvent.click(await screen.findByRole('tab', { name: 'Other tokens' }, { timeout: 15_000 }))
    const row = (await screen.findByRole('rowheader', { name: 'TTK' }, { timeout: 15_000 })).closest(
      'tr',
    ) as HTMLElement
    expect(within(row).getByRole('cell', { name: '5.25' })).toBeTruthy()
    await userEvent.click(within(row).getByRole('link', { name: 'Send TTK' }))
    const sendPath = `/account/${OWNER}/send-erc20/${held}`.toLowerCase()
    await waitFor(() => expect(router.state.location.pathname.toLowerCase()).toBe(sendPath))
    expect(await screen.findByRole('heading', { name: 'Send TTK' }, { timeout: 15_000 })).toBeTruthy()
  }, 30_000)

  it("sends a token that is none of the DeFi tokens: its balance, no memo, 'You can transfer max', Entire Balance", async () => {
    await open(`/account/${OWNER}/send-erc20/${held}`)
    expect(await screen.findByText('Available: 5.25 TTK', {}, { timeout: 15_000 })).toBeTruthy()
    expect(screen.queryByLabelText('Memo (optional)')).toBeNull()
    const amount = screen.getByLabelText('Amount (TTK)')
    fireEvent.change(amount, { target: { value: '6' } })
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: BOB } })
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }))
    // The field's error and the form's announced alert.
    expect(await screen.findAllByText('You can transfer max 5.25 TTK')).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Entire Balance' }))
    expect((amount as HTMLInputElement).value).toBe('5.25')
  }, 30_000)

  it('offers a custom token the account does not hold, and blocks the send without FTM for gas', async () => {
    await open(`/account/${POOR}/send-erc20/${custom}`, POOR)
    expect(await screen.findByRole('heading', { name: 'Send CTK' }, { timeout: 15_000 })).toBeTruthy()
    expect(await screen.findByText('Available: 0 CTK', {}, { timeout: 15_000 })).toBeTruthy()
    expect(await screen.findByText(GAS_WARNING, {}, { timeout: 15_000 })).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement).disabled).toBe(true)
  }, 30_000)

  it('says so for an address that is no token of this wallet', async () => {
    await open(`/account/${OWNER}/send-erc20/${NOBODY}`)
    expect(await screen.findByRole('heading', { name: 'Unknown token' }, { timeout: 15_000 })).toBeTruthy()
  }, 30_000)
})
