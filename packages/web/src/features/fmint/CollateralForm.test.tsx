import { FLOW_MESSAGES } from '@ftm-wallet/sdk/machines'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CollateralForm, type CollateralFormProps } from './CollateralForm.js'
import { E18, RATIOS, SFTM, WFTM } from './fmintTokens.test-util.js'

const GAS = 'Warning: Not enough available FTM for gas fees. Transfer FTM to your address to proceed.'

function renderForm(overrides: Partial<CollateralFormProps> = {}) {
  const onSubmit = vi.fn()
  const form = (more: Partial<CollateralFormProps>) => (
    <CollateralForm
      mode="lock"
      token={WFTM}
      tokens={[WFTM, SFTM]}
      onTokenChange={vi.fn()}
      locked={0n}
      available={600n * E18}
      maxUnlock={0n}
      position={{ collateralValue: 0n, debtValue: 0n }}
      ratios={RATIOS}
      reservePercent={0}
      gasWarning={undefined}
      onSubmit={onSubmit}
      {...overrides}
      {...more}
    />
  )
  const { rerender } = render(form({}))
  return Object.assign(onSubmit, { rerender: (more: Partial<CollateralFormProps>) => rerender(form(more)) })
}

const amount = () => screen.getByLabelText('Amount (WFTM)', { selector: 'input' }) as HTMLInputElement
const submit = () => screen.getByRole('button', { name: /^(Lock|Unlock)$/ }) as HTMLButtonElement

describe('CollateralForm', () => {
  it('shows the lock text, balances and 0–100 % labels, with Lock disabled at zero', () => {
    renderForm()
    expect(screen.getByRole('heading', { name: 'Lock Collateral' })).toBeTruthy()
    expect(screen.getByText('Lock collateral to increase the collateral ratio and mint synths.')).toBeTruthy()
    expect(screen.getByTestId('fmint-balances').textContent).toContain('600.00 WFTM')
    for (const label of ['0%', '25%', '50%', '75%', '100%'])
      expect(screen.getByRole('button', { name: label }))
    expect(submit().disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Reset' })).toBeNull()
  })

  it('fills Max with the balance less 1 WFTM kept for gas, offers Reset, and submits the change', () => {
    const onSubmit = renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(amount().value).toBe('599')
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(amount().value).toBe('0')
    fireEvent.change(amount(), { target: { value: '500' } })
    fireEvent.click(submit())
    expect(onSubmit).toHaveBeenCalledWith(500n * E18)
  })

  it('clamps typed amounts to the maximum and turns text into the minimum', () => {
    renderForm()
    fireEvent.change(amount(), { target: { value: '9999' } })
    // Clamped at once and said in words, tied to the field.
    expect(amount().value).toBe('599')
    const note = () => screen.queryByTestId('clamp-note')
    expect(note()?.textContent).toBe(
      'That is more than this form allows: the amount was lowered to the maximum, 599.00 WFTM.',
    )
    expect(amount().getAttribute('aria-describedby')).toBe(note()?.id)
    fireEvent.blur(amount())
    expect(amount().value).toBe('599')
    fireEvent.change(amount(), { target: { value: 'abc' } })
    fireEvent.blur(amount())
    expect(amount().value).toBe('0')
    expect(note()?.textContent).toBe('That is not an amount: the amount was set to the minimum, 0.00 WFTM.')
    // Emptied, typed within the bounds or set by a button: the note goes.
    fireEvent.change(amount(), { target: { value: '' } })
    expect(note()).toBeNull()
    fireEvent.change(amount(), { target: { value: '9999' } })
    fireEvent.change(amount(), { target: { value: '10' } })
    expect(note()).toBeNull()
    fireEvent.change(amount(), { target: { value: '9999' } })
    fireEvent.click(screen.getByRole('button', { name: 'Min' }))
    expect(note()).toBeNull()
  })

  it('hints to deposit more at 0.01 WFTM or less, and blocks submit with the gas warning', () => {
    renderForm({ available: E18 / 100n, gasWarning: GAS })
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent)
    expect(alerts).toEqual(['Deposit more WFTM to increase your collateral', GAS])
    expect(submit().disabled).toBe(true)
  })

  it('warns near liquidation when unlocking takes the ratio below 225 %', () => {
    // 1000 WFTM at $0.50 = $500 against $100 debt (500 %); unlocking 600 leaves $200 (200 %).
    const onSubmit = renderForm({
      mode: 'unlock',
      locked: 1000n * E18,
      maxUnlock: 1000n * E18,
      position: { collateralValue: 500n * E18, debtValue: 100n * E18 },
    })
    expect(screen.getByRole('heading', { name: 'Unlock Collateral' })).toBeTruthy()
    expect(screen.getByText('Unlock collateral after you repaid minted synths.')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'C-Ratio: 500.00%' })).toBeTruthy()
    fireEvent.change(amount(), { target: { value: '600' } })
    expect(screen.getByRole('img', { name: 'C-Ratio: 200.00%' })).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Debt Limit: 75.00%' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe(
      "You're getting close to your liquidation price. Please rebalance your collateral.",
    )
    fireEvent.click(submit())
    expect(onSubmit).toHaveBeenCalledWith(-600n * E18)
  })

  it("runs the manage slider from what must stay locked, and shows '>5000%' with little debt", () => {
    renderForm({
      mode: 'manage',
      locked: 100n * E18,
      available: 11n * E18,
      maxUnlock: 40n * E18,
      position: { collateralValue: 50n * E18, debtValue: E18 / 1000n },
    })
    expect(screen.getByRole('heading', { name: 'Lock/Unlock WFTM' })).toBeTruthy()
    expect(screen.getByText('Lock collateral to increase the collateral ratio and mint synths.')).toBeTruthy()
    expect(screen.getByText('Unlock collateral after you repaid minted synths.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '50%' })).toBeNull()
    expect(screen.getByRole('img', { name: 'C-Ratio: >5000%' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Min' }))
    expect(amount().value).toBe('60')
    expect(submit().textContent).toBe('Unlock')
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(amount().value).toBe('110')
    expect(submit().textContent).toBe('Lock')
  })

  it("unlocks the slider's maximum, and refuses with the unlock flow's message once prices lower that maximum", () => {
    const unlock = {
      mode: 'unlock' as const,
      locked: 1000n * E18,
      maxUnlock: 400n * E18,
      position: { collateralValue: 500n * E18, debtValue: 100n * E18 },
    }
    const onSubmit = renderForm(unlock)
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(amount().value).toBe('400')
    expect(submit().disabled).toBe(false)
    // A price refresh lowers computeMaxUnlock while the amount stays: the flow's check refuses it.
    onSubmit.rerender({ ...unlock, maxUnlock: 399n * E18 })
    const refused = screen.getByRole('button', {
      name: FLOW_MESSAGES.unlockMax('399 WFTM'),
    }) as HTMLButtonElement
    expect(refused.disabled).toBe(true)
    fireEvent.submit(refused.closest('form') as HTMLFormElement)
    expect(onSubmit).not.toHaveBeenCalled()
    onSubmit.rerender(unlock)
    fireEvent.click(submit())
    expect(onSubmit).toHaveBeenCalledWith(-400n * E18)
  })
})
