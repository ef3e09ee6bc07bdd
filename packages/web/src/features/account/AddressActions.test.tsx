import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AddressActions } from './AddressActions.js'

const noop = () => {}
const handlers = {
  onShowQr: noop,
  onVerifyLedger: noop,
  onEdit: noop,
  onDownloadKeystore: noop,
  onRemove: noop,
}
const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const names = () => screen.getAllByRole('button').map((b) => b.textContent || b.getAttribute('aria-label'))

describe('address actions', () => {
  it('offers Download Keystore for keystore accounts on desktop', () => {
    render(<AddressActions address={A} type="keystore" isMobile={false} {...handlers} />)
    expect(names()).toEqual(['Copy address', 'QR code', 'Edit Wallet', 'Download Keystore', 'Remove Wallet'])
  })

  it('hides Download Keystore on mobile', () => {
    render(<AddressActions address={A} type="keystore" isMobile {...handlers} />)
    expect(names()).not.toContain('Download Keystore')
  })

  it.each(['ledger', 'ledgerEth'])('offers Verify on Ledger and no keystore for %s', (type) => {
    render(<AddressActions address={A} type={type} isMobile={false} {...handlers} />)
    expect(names()).toEqual(['Copy address', 'QR code', 'Verify on Ledger', 'Edit Wallet', 'Remove Wallet'])
  })

  it.each(['metamask', 'coinbase', 'walletConnect'])('has no keystore download for %s', (type) => {
    render(<AddressActions address={A} type={type} isMobile={false} {...handlers} />)
    expect(names()).toEqual(['Copy address', 'QR code', 'Edit Wallet', 'Remove Wallet'])
  })

  it('offers Add Account to phrase wallets, Change Password and Reveal Secret to keystore wallets only', () => {
    const keys = { onChangePassword: noop, onReveal: noop }
    const { unmount } = render(
      <AddressActions
        address={A}
        type="keystore"
        isMobile={false}
        {...handlers}
        {...keys}
        onAddAccount={noop}
      />,
    )
    expect(names()).toEqual([
      'Copy address',
      'QR code',
      'Edit Wallet',
      'Download Keystore',
      'Add Account',
      'Change Password',
      'Reveal Secret',
      'Remove Wallet',
    ])
    unmount()
    render(<AddressActions address={A} type="ledger" isMobile={false} {...handlers} {...keys} />)
    expect(names()).not.toContain('Change Password')
    expect(names()).not.toContain('Reveal Secret')
    expect(names()).not.toContain('Add Account')
  })
})
