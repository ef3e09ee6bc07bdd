import type {} from '@ftm-wallet/devnet/vitest-setup'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getAddress } from 'ethers'
import { describe, expect, inject, it } from 'vitest'
import { renderApp } from '../../../test/helpers/renderApp.js'

const devnet = inject('devnet')

async function balanceOf(address: string): Promise<bigint> {
  const response = await fetch(devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
  })
  return BigInt(((await response.json()) as { result: string }).result)
}

/** A fresh address per run: its balance is only what the faucet sent. */
function freshAddress(): string {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => b.toString(16).padStart(2, '0'))
  return getAddress(`0x${hex.join('')}`)
}

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
