import { createWalletQueryClient, createWalletServices, WalletProvider } from '@ftm-wallet/react'
import {
  type AccountType,
  createApiClient,
  createApiStatus,
  createKeystoreStore,
  createMemoryStorage,
  devnet,
} from '@ftm-wallet/sdk'
import { claimRewardsMachine, FLOW_MESSAGES, fmintMintMachine } from '@ftm-wallet/sdk/machines'
import { fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { webSignerFactories } from '../features/wallets/connect/signerFactories.js'
import { FlowRunner } from './FlowRunner.js'

const ADDRESS = '0x2222222222222222222222222222222222222222'

// Real wallet services, API client and the web wallet's signer factories (as App passes them); the API is a closed
// port, so nothing is ever signed or sent here.
async function renderRunner(
  account?: { type: AccountType },
  factories = webSignerFactories,
  runner: ReactNode = (
    <FlowRunner machine={claimRewardsMachine} params={{ validatorId: 3n }} onEnd={vi.fn()}>
      <p>Claim</p>
    </FlowRunner>
  ),
) {
  const services = await createWalletServices({
    storage: createMemoryStorage(),
    keystores: createKeystoreStore(createMemoryStorage()),
  })
  if (account) {
    await services.accounts.addAccount({ address: ADDRESS, type: account.type })
    await services.accounts.setActiveAccount({ address: ADDRESS, type: account.type })
  }
  const apiUrls = ['http://127.0.0.1:9/api']
  const client = createApiClient({ endpoints: apiUrls, status: createApiStatus(), retries: 0 })
  render(
    <WalletProvider
      network={{ ...devnet, apiUrls }}
      client={client}
      services={services}
      signerFactories={factories}
      queryClient={createWalletQueryClient()}
    >
      <MemoryRouter>{runner}</MemoryRouter>
    </WalletProvider>,
  )
}

describe('FlowRunner', () => {
  it('says no account is open when there is none to sign with', async () => {
    await renderRunner()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You cannot sign here: no account is open. Open or connect an account first.',
    )
  })

  it('says so when the app gives no way to reach the wallet of the account (no Ledger support here)', async () => {
    await renderRunner({ type: 'ledger' }, {})
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This account cannot sign here: this app has no way to reach its wallet. Open the account where its wallet is supported.',
    )
  })

  it('runs the flow for a Ledger account (its signer opens when the user confirms), without that message', async () => {
    await renderRunner({ type: 'ledger' })
    // The plan reaches the API (a closed port here): the runner shows the flow, not a cannot-sign alert.
    await screen.findByText(/^(Preparing…|Claim)$/)
    expect(screen.queryByText(/cannot sign here/)).toBeNull()
  })

  describe("with the check's facts (the machine's form state checks the params again)", () => {
    const E18 = 10n ** 18n
    const FUSD = { symbol: 'FUSD', decimals: 18 }
    const mint = (amount: bigint, onEnd = vi.fn()) => (
      <FlowRunner
        machine={fmintMintMachine}
        params={{ token: ADDRESS, amount, contracts: { fMint: ADDRESS } }}
        facts={{ max: 5n * E18, token: FUSD }}
        onEnd={onEnd}
      >
        <p>Mint</p>
      </FlowRunner>
    )

    it("refuses params the flow's check refuses, with its message and Back (nothing planned)", async () => {
      const onEnd = vi.fn()
      await renderRunner({ type: 'ledger' }, webSignerFactories, mint(5n * E18 + 1n, onEnd))
      const alert = await screen.findByRole('alert')
      expect(alert.textContent).toContain(FLOW_MESSAGES.mintMax('5 FUSD'))
      expect(screen.queryByText('Preparing…')).toBeNull()
      fireEvent.click(screen.getByRole('button', { name: 'Back' }))
      expect(onEnd).toHaveBeenCalledWith('cancelled', expect.objectContaining({ from: 'form' }))
    })

    it('runs the flow when the check passes (the maximum itself)', async () => {
      await renderRunner({ type: 'ledger' }, webSignerFactories, mint(5n * E18))
      await screen.findByText(/^(Preparing…|Mint)$/)
      expect(screen.queryByText(FLOW_MESSAGES.mintMax('5 FUSD'))).toBeNull()
    })
  })
})
