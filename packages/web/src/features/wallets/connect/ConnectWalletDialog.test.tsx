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

  it('says plainly that a wallet without a handler cannot be connected', () => {
    render(<ConnectWalletDialog open onOpenChange={() => {}} />)
    const buttons = screen.getAllByRole('button', { name: 'Connect' }) as HTMLButtonElement[]
    expect(buttons.every((b) => b.disabled)).toBe(true)
    expect(buttons[0]?.getAttribute('aria-describedby')).toBe('connect-metamask-note')
    expect(screen.getAllByText('Not available in this build.')).toHaveLength(5)
  })

  it('connects each wallet through its handler', () => {
    const handlers = {
      metamask: vi.fn(),
      ledger: vi.fn(),
      ledgerEth: vi.fn(),
      coinbase: vi.fn(),
      walletConnect: vi.fn(),
    }
    render(<ConnectWalletDialog open onOpenChange={() => {}} handlers={handlers} />)
    expect(screen.queryByText('Not available in this build.')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Connect Ledger (Ethereum app)' }))
    fireEvent.click(screen.getByRole('button', { name: 'Connect MetaMask' }))
    expect(handlers.ledgerEth).toHaveBeenCalledOnce()
    expect(handlers.metamask).toHaveBeenCalledOnce()
    expect(handlers.ledger).not.toHaveBeenCalled()
  })
})
