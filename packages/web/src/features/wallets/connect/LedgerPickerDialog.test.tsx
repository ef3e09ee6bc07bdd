import {
  initialLedgerPickerState,
  LEDGER_MESSAGES,
  LedgerError,
  type LedgerPickerRow,
  type LedgerPickerState,
} from '@ftm-wallet/sdk/ledger'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { LedgerPickerDialog } from './LedgerPickerDialog.js'

const FTM = 10n ** 18n
const row = (addressId: number): LedgerPickerRow => ({
  accountId: 0,
  addressId,
  address: `0x${String(addressId + 1).padStart(40, '0')}`,
  balance: BigInt(addressId) * FTM,
  totalBalance: BigInt(addressId) * FTM + FTM,
})
/** Pages of 5 rows, like the device gives them. */
const nextPage = async (state: LedgerPickerState): Promise<LedgerPickerState> => ({
  rows: [...state.rows, ...[0, 1, 2, 3, 4].map((i) => row(state.nextPage * 5 + i))],
  nextPage: state.nextPage + 1,
  error: null,
})

describe('Ledger account picker', () => {
  it("shows 5 addresses with balances, 'Load Next 5' adds five more, a pick adds that one", async () => {
    const onPick = vi.fn()
    render(<LedgerPickerDialog app="ledger" onOpenChange={() => {}} loadPage={nextPage} onPick={onPick} />)
    expect(screen.getByText(LEDGER_MESSAGES.connect)).toBeTruthy()
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Add 0x/ })).toHaveLength(5))
    expect(screen.getAllByText('2.00 FTM').length).toBeGreaterThan(0)
    fireEvent.click(screen.getByRole('button', { name: 'Load Next 5' }))
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Add 0x/ })).toHaveLength(10))
    fireEvent.click(screen.getByRole('button', { name: `Add ${row(7).address}` }))
    expect(onPick).toHaveBeenCalledWith(row(7))
  })

  it("shows a locked device as information and 'Try again' starts over", async () => {
    const loadPage = vi
      .fn<(s: LedgerPickerState) => Promise<LedgerPickerState>>()
      .mockResolvedValueOnce({
        ...initialLedgerPickerState,
        error: new LedgerError('LEDGER_LOCKED', LEDGER_MESSAGES.LEDGER_LOCKED),
      })
      .mockImplementation(nextPage)
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <LedgerPickerDialog app="ledgerEth" onOpenChange={() => {}} loadPage={loadPage} onPick={() => {}} />,
    )
    const alert = await screen.findByRole('alert')
    expect([alert.textContent, alert.className]).toEqual(['Please unlock the device', 'message message-info'])
    expect(screen.queryByRole('button', { name: 'Load Next 5' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Add 0x/ })).toHaveLength(5))
    expect(loadPage).toHaveBeenLastCalledWith(initialLedgerPickerState)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows any other device failure in error style', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const loadPage = async () => ({
      ...initialLedgerPickerState,
      error: new LedgerError('LEDGER_DEVICE_ERROR', 'The device answered 0x6d00'),
    })
    render(<LedgerPickerDialog app="ledger" onOpenChange={() => {}} loadPage={loadPage} onPick={() => {}} />)
    expect((await screen.findByRole('alert')).className).toBe('message message-error')
  })

  it('keeps waiting for the device, asking again after each failure, until it answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const locked = {
      ...initialLedgerPickerState,
      error: new LedgerError('LEDGER_LOCKED', LEDGER_MESSAGES.LEDGER_LOCKED),
    }
    const loadPage = vi
      .fn<(s: LedgerPickerState) => Promise<LedgerPickerState>>()
      .mockResolvedValueOnce(locked)
      .mockResolvedValueOnce(locked)
      .mockImplementation(nextPage)
    render(
      <LedgerPickerDialog
        app="ledger"
        onOpenChange={() => {}}
        loadPage={loadPage}
        onPick={() => {}}
        retryMs={20}
      />,
    )
    // No click: the third attempt finds the unlocked device.
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Add 0x/ })).toHaveLength(5))
    expect(loadPage).toHaveBeenCalledTimes(3)
    for (const [state] of loadPage.mock.calls) expect(state).toEqual(initialLedgerPickerState)
  })

  it('does not wait when the browser has no Ledger transport (U2F/HID not supported)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const loadPage = vi.fn(async () => ({
      ...initialLedgerPickerState,
      error: new LedgerError('LEDGER_NOT_SUPPORTED', 'This browser cannot talk to a Ledger'),
    }))
    render(
      <LedgerPickerDialog
        app="ledger"
        onOpenChange={() => {}}
        loadPage={loadPage}
        onPick={() => {}}
        retryMs={20}
      />,
    )
    await screen.findByRole('alert')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(loadPage).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('Waiting for the device…')).toBeNull()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })

  it('stops asking by itself once the user pressed Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const loadPage = vi.fn(async () => ({
      ...initialLedgerPickerState,
      error: new LedgerError('LEDGER_LOCKED', LEDGER_MESSAGES.LEDGER_LOCKED),
    }))
    render(
      <LedgerPickerDialog
        app="ledger"
        onOpenChange={() => {}}
        loadPage={loadPage}
        onPick={() => {}}
        retryMs={500}
      />,
    )
    await screen.findByRole('alert')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(loadPage).toHaveBeenCalledTimes(2))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Try again' })).toHaveProperty('disabled', false),
    )
    await new Promise((resolve) => setTimeout(resolve, 900))
    expect(loadPage).toHaveBeenCalledTimes(2)
    expect(screen.queryByText('Waiting for the device…')).toBeNull()
  })
})
