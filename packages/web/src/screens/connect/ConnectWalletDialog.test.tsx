import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ConnectWalletDialog } from './ConnectWalletDialog.js'

describe('Connect Wallet window', () => {
  it('lists the extension wallet, both Ledger apps, Coinbase and WalletConnect', () => {
    render(<ConnectWalletDialog open onOpenChange={() => {}} />)
    const dialog = screen.getByRole('dialog', { name: 'Connect Wallet' })
    const names = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('strong')?.textContent)
    expect(names).toEqual([
      'MetaMask',
      'Ledger (Fantom app)',
      'Ledger (Ethereum app)',
      'Coinbase Wallet',
      'WalletConnect',
    ])
  })

  it('says plainly that a wallet without a signer is not available yet', () => {
    render(<ConnectWalletDialog open onOpenChange={() => {}} />)
    const buttons = screen.getAllByRole('button', { name: 'Connect' }) as HTMLButtonElement[]
    expect(buttons.every((b) => b.disabled)).toBe(true)
    expect(buttons[0]?.getAttribute('aria-describedby')).toBe('connect-metamask-note')
    expect(screen.getAllByText(/Not available yet/)).toHaveLength(5)
  })

  it('connects a wallet that has a handler', () => {
    const metamask = vi.fn()
    render(<ConnectWalletDialog open onOpenChange={() => {}} handlers={{ metamask }} />)
    fireEvent.click(screen.getAllByRole('button', { name: 'Connect' })[0] as HTMLElement)
    expect(metamask).toHaveBeenCalledOnce()
  })
})
