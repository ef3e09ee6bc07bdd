import { LEDGER_MESSAGES, LedgerError } from '@ftm-wallet/sdk/ledger'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { LedgerVerifyDialog, type LedgerVerifyResult } from './LedgerVerifyDialog.js'

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const show = (verify: () => Promise<LedgerVerifyResult>) =>
  render(<LedgerVerifyDialog address={A} onOpenChange={() => {}} verify={verify} />)

describe('Address Verification window', () => {
  it('shows a spinner while the device shows the address, then the verified mark', async () => {
    let done: (r: LedgerVerifyResult) => void = () => {}
    show(() => new Promise((resolve) => (done = resolve)))
    expect(screen.getByRole('dialog', { name: 'Address Verification' })).toBeTruthy()
    expect(screen.getByText('Waiting for the device…')).toBeTruthy()
    done({ status: 'verified' })
    expect((await screen.findByRole('status')).textContent).toContain('Verified')
  })

  it('shows the not-verified mark when the device derives another address', async () => {
    show(async () => ({ status: 'notVerified' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Not verified')
  })

  it("shows a locked device as information with 'Try again', which verifies again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const verify = vi
      .fn<() => Promise<LedgerVerifyResult>>()
      .mockResolvedValueOnce({
        status: 'error',
        error: new LedgerError('LEDGER_LOCKED', LEDGER_MESSAGES.LEDGER_LOCKED),
        complete: false,
      })
      .mockResolvedValue({ status: 'verified' })
    show(verify)
    const alert = await screen.findByRole('alert')
    expect([alert.textContent, alert.className]).toEqual(['Please unlock the device', 'message message-info'])
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByRole('status')
    expect(verify).toHaveBeenCalledTimes(2)
  })

  it('ends on a rejection without Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    show(async () => ({
      status: 'error',
      error: new LedgerError('LEDGER_REJECTED', LEDGER_MESSAGES.LEDGER_REJECTED),
      complete: true,
    }))
    expect((await screen.findByRole('alert')).textContent).toBe('User action rejected')
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })
})
