import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ReceiveView } from './ReceiveView.js'

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

describe('receive view', () => {
  it('shows the title, the address, a copy button, a QR code and the Opera-FTM-only warning', async () => {
    render(<ReceiveView address={A} />)
    expect(screen.getByRole('heading', { name: 'Receive Opera FTM' })).toBeTruthy()
    expect(screen.getByTestId('receive-address').textContent).toBe(A)
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
    expect(screen.getByRole('note').textContent).toMatch(/only Opera FTM.*not send FTM-ERC20/)
    const qr = await screen.findByTestId('qr-code')
    expect(qr.getAttribute('alt')).toBe(`QR code of address ${A}`)
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(screen.queryByRole('button', { name: 'Verify on Ledger' })).toBeNull()
  })

  it('offers Verify on Ledger for ledger accounts', () => {
    render(<ReceiveView address={A} ledger={{ onVerify: () => {} }} />)
    expect(screen.getByRole('button', { name: 'Verify on Ledger' })).toBeTruthy()
  })
})
