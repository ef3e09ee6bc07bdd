import {
  type DiscoveredProvider,
  EIP1193_MESSAGES,
  Eip1193Error,
  type Eip1193Provider,
} from '@ftm-wallet/sdk'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { InjectedWalletDialog } from './InjectedWalletDialog.js'

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

/** An extension wallet's answer to eth_requestAccounts (accounts, or a provider error code). */
function wallet(answer: string[] | number, name = 'Test wallet'): DiscoveredProvider {
  const provider: Eip1193Provider = {
    request: async () => {
      if (typeof answer === 'number') throw Object.assign(new Error('provider error'), { code: answer })
      return answer
    },
  }
  return { info: { uuid: name, name, icon: '', rdns: name }, provider }
}

function open(discover: () => Promise<DiscoveredProvider[]>, existing: string[] = []) {
  const onAdd = vi.fn(async () => {})
  render(
    <InjectedWalletDialog
      onOpenChange={() => {}}
      discover={discover}
      existing={existing}
      onAdd={onAdd}
      pollMs={20}
    />,
  )
  return onAdd
}

describe('extension wallet window', () => {
  it("asks 'Would you like to add account X?' and adds it", async () => {
    const found = wallet([A.toLowerCase()])
    const onAdd = open(async () => [found])
    await screen.findByText(`Would you like to add account ${A}?`)
    fireEvent.click(screen.getByRole('button', { name: 'Add Account' }))
    expect(onAdd).toHaveBeenCalledWith(A, found.provider)
  })

  it('says an existing account already exists and offers only Ok', async () => {
    open(async () => [wallet([A])], [A])
    await screen.findByText(`Account ${A} already exists.`)
    expect(screen.queryByRole('button', { name: 'Add Account' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Ok' })).toBeTruthy()
  })

  it("says 'Metamask is not installed.' with an Install button", async () => {
    open(async () => {
      throw new Eip1193Error('EIP1193_NOT_INSTALLED', EIP1193_MESSAGES.notInstalled)
    })
    expect((await screen.findByRole('alert')).textContent).toBe('Metamask is not installed.')
    expect(screen.getByRole('link', { name: 'Install' }).getAttribute('href')).toBe(
      'https://metamask.io/download/',
    )
  })

  it('starts onboarding from Install: looks for the wallet until it is installed, then asks for its account', async () => {
    let installed = false
    const discover = vi.fn(async () => {
      if (!installed) throw new Eip1193Error('EIP1193_NOT_INSTALLED', EIP1193_MESSAGES.notInstalled)
      return [wallet([A])]
    })
    const onAdd = open(discover)
    await screen.findByRole('alert')
    const install = screen.getByRole('link', { name: 'Install' })
    // The link opens the download page in a new tab (jsdom does not navigate); the window starts onboarding.
    install.addEventListener('click', (event) => event.preventDefault())
    fireEvent.click(install)
    expect((await screen.findByRole('status')).textContent).toBe(
      'Install the extension wallet in the tab that opened. This window goes on as soon as it is installed.',
    )
    await vi.waitFor(() => expect(discover.mock.calls.length).toBeGreaterThanOrEqual(3))
    installed = true
    await screen.findByText(`Would you like to add account ${A}?`)
    fireEvent.click(screen.getByRole('button', { name: 'Add Account' }))
    expect(onAdd).toHaveBeenCalledWith(A, expect.anything())
  })

  it.each([
    [-32002, 'Request already pending'],
    [4001, 'Please connect to MetaMask.'],
  ])('shows the message of provider error %i', async (code, message) => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    open(async () => [wallet(code)])
    expect((await screen.findByRole('alert')).textContent).toBe(message)
  })

  it('lets the user choose among several EIP-6963 wallets', async () => {
    open(async () => [wallet([A], 'First'), wallet([], 'Second')])
    await screen.findByText('Second')
    fireEvent.click(screen.getAllByRole('button', { name: 'Connect' })[0] as HTMLElement)
    await screen.findByText(`Would you like to add account ${A}?`)
  })
})
