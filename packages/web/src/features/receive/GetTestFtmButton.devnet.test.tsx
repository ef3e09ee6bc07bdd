import type {} from '@ftm-wallet/devnet/vitest-setup'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, inject, it } from 'vitest'
import { balanceOf, freshAddress } from '../../../test/helpers/devnetChain.js'
import { renderApp } from '../../../test/helpers/renderApp.js'

const devnet = inject('devnet')

async function getTestFtmAt(path: (address: string) => string) {
  const address = freshAddress()
  await renderApp(path(address), {
    apiUrls: [devnet.apiUrl],
    seed: async (services) => {
      await services.settings.acceptFirstVisitNotice()
      await services.accounts.addAccount({ address, type: 'walletConnect' })
      await services.accounts.setActiveAccount({ address, type: 'walletConnect' })
    },
  })
  await userEvent.click(await screen.findByRole('button', { name: 'Get test FTM' }, { timeout: 15_000 }))
  expect(await screen.findByText('1000 test FTM received', undefined, { timeout: 30_000 })).toBeTruthy()
  expect(await balanceOf(address)).toBe(1000n * 10n ** 18n)
}

describe('Get test FTM (devnet)', () => {
  it("asks the devnet's faucet for the account on the receive screen and says what arrived", async () => {
    await getTestFtmAt((address) => `/account/${address}/receive`)
  }, 60_000)

  it("asks the devnet's faucet for the active account on the dashboard", async () => {
    await getTestFtmAt(() => '/dashboard')
  }, 60_000)
})
