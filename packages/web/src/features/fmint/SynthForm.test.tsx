import { FLOW_MESSAGES } from '@ftm-wallet/sdk/machines'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { E18, FUSD, RATIOS, WFTM } from './fmintTokens.test-util.js'
import { SynthForm, type SynthFormProps } from './SynthForm.js'

function renderForm(overrides: Partial<SynthFormProps> = {}) {
  const onSubmit = vi.fn()
  const form = (more: Partial<SynthFormProps>) => (
    <SynthForm
      mode="mint"
      token={FUSD}
      debt={20n * E18}
      available={30n * E18}
      maxMint={80n * E18}
      position={{ collateralValue: 300n * E18, debtValue: 20n * E18 }}
      ratios={RATIOS}
      reservePercent={0}
      gasWarning={undefined}
      onSubmit={onSubmit}
      {...overrides}
      {...more}
    />
  )
  const { rerender } = render(form({}))
  return Object.assign(onSubmit, { rerender: (more: Partial<SynthFormProps>) => rerender(form(more)) })
}

const amount = () => screen.getByLabelText('Amount (FUSD)', { selector: 'input' }) as HTMLInputElement
const submit = () => screen.getByRole('button', { name: /^(Mint|Repay)$/ }) as HTMLButtonElement

describe('SynthForm', () => {
  it('shows max mintable, the price with 5 decimals, minted and locked balances', () => {
    renderForm()
    expect(screen.getByRole('heading', { name: 'Mint FUSD' })).toBeTruthy()
    expect(screen.getByText('Mint synths with your locked collateral.')).toBeTruthy()
    expect(screen.queryByText('Repay synths to unlock your collateral.')).toBeNull()
    const balances = screen.getByTestId('fmint-balances').textContent
    expect(balances).toContain('Max mintable80.00 FUSD')
    expect(balances).toContain('Current price$1.00000')
    expect(balances).toContain('Minted20.00 FUSD')
    expect(balances).toContain('Locked300.00 fUSD')
  })

  it('shows the locked collateral in its own token, its fUSD value after it (issue 16 item 14)', () => {
    renderForm({ locked: [{ amount: 100n * E18, token: WFTM }] })
    const balances = screen.getByTestId('fmint-balances').textContent
    // Never 'Locked 300.00 fUSD' as if fUSD were locked: 100 WFTM, worth 300.00 fUSD here.
    expect(balances).toMatch(/Locked100(\.0+)? WFTM \(300\.00 fUSD\)/)
    expect(submit().disabled).toBe(true)
  })

  it('tells what minting gives after the fee and submits the change with the slider maximum', () => {
    const onSubmit = renderForm()
    fireEvent.change(amount(), { target: { value: '40' } })
    expect(screen.getByTestId('mint-message').textContent).toBe(
      'You will receive 39.90 FUSD (minting fee 0.10 FUSD).',
    )
    // $300 against $60 debt = 500 %.
    expect(screen.getByRole('img', { name: 'C-Ratio: 500.00%' })).toBeTruthy()
    fireEvent.click(submit())
    expect(onSubmit).toHaveBeenCalledWith({ change: 40n * E18, max: 80n * E18 })
  })

  it('repays at most the smaller of debt and balance, as a negative change', () => {
    const onSubmit = renderForm({ mode: 'repay', available: 5n * E18 })
    expect(screen.getByText('Repay synths to unlock your collateral.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(amount().value).toBe('5')
    fireEvent.click(submit())
    expect(onSubmit).toHaveBeenCalledWith({ change: -5n * E18, max: 5n * E18 })
  })

  it('warns near liquidation when minting too much and blocks submit without gas', () => {
    renderForm({
      mode: 'manage',
      maxMint: 200n * E18,
      gasWarning: 'Warning: Not enough available FTM for gas fees. Transfer FTM to your address to proceed.',
    })
    expect(screen.getByRole('heading', { name: 'Mint/Repay FUSD' })).toBeTruthy()
    expect(screen.getByText('Mint synths with your locked collateral.')).toBeTruthy()
    expect(screen.getByText('Repay synths to unlock your collateral.')).toBeTruthy()
    // The manage slider sets the new total: 140 fUSD against $300 is 214 %.
    fireEvent.change(amount(), { target: { value: '140' } })
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent)
    expect(alerts[0]).toBe(
      "You're getting close to your liquidation price. Please rebalance your collateral.",
    )
    expect(alerts[1]).toMatch(/^Warning: Not enough available FTM/)
    expect(submit().disabled).toBe(true)
  })

  it("mints the slider's maximum, and refuses with the mint flow's message once prices lower that maximum", () => {
    const onSubmit = renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    expect(amount().value).toBe('80')
    expect(submit().disabled).toBe(false)
    // A price refresh lowers computeMaxMint while the amount stays: the flow's check refuses it.
    onSubmit.rerender({ maxMint: 70n * E18 })
    const refused = screen.getByRole('button', {
      name: FLOW_MESSAGES.mintMax('70 FUSD'),
    }) as HTMLButtonElement
    expect(refused.disabled).toBe(true)
    fireEvent.submit(refused.closest('form') as HTMLFormElement)
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("refuses a repay above the balance with the repay flow's message (the balance dropped meanwhile)", () => {
    const onSubmit = renderForm({ mode: 'repay', available: 10n * E18 })
    fireEvent.click(screen.getByRole('button', { name: 'Max' }))
    onSubmit.rerender({ mode: 'repay', available: 4n * E18 })
    const refused = screen.getByRole('button', {
      name: FLOW_MESSAGES.repayMax('4 FUSD'),
    }) as HTMLButtonElement
    expect(refused.disabled).toBe(true)
  })
})
