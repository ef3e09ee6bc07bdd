import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DisplayProvider } from '../../ui/display.js'
import { StakeForm, type StakeFormProps } from './StakeForm.js'
import { FTM, makeValidator } from './stakingFixtures.test-util.js'

const GWEI = 10n ** 9n
const validators = [
  makeValidator(),
  makeValidator({
    id: 4n,
    isActive: false,
    stakerInfo: { name: 'Sleepy', website: null, contact: null, logoUrl: null },
  }),
  makeValidator({ id: 5n, stakerInfo: null }),
  makeValidator({
    id: 6n,
    isCheater: true,
    stakerInfo: { name: 'Cheater', website: null, contact: null, logoUrl: null },
  }),
  makeValidator({
    id: 7n,
    totalStake: 0n,
    stakerInfo: { name: 'Empty', website: null, contact: null, logoUrl: null },
  }),
  makeValidator({
    id: 8n,
    delegatedLimit: 50n * FTM,
    stakerInfo: { name: 'Small', website: null, contact: null, logoUrl: null },
  }),
]

function renderForm(props: Partial<StakeFormProps> = {}, fractionDigits = 2) {
  const onSubmit = vi.fn()
  render(
    <DisplayProvider value={{ currency: 'USD', fractionDigits, price: undefined }}>
      <StakeForm
        balance={100n * FTM}
        gasPrice={100n * GWEI}
        validators={validators}
        delegatedIds={[5n]}
        explorerAddress={(a) => `https://explorer.test/address/${a}`}
        onSubmit={onSubmit}
        {...props}
      />
    </DisplayProvider>,
  )
  return { onSubmit, amount: screen.getByLabelText('Amount') as HTMLInputElement }
}

const continueButton = () => screen.getByRole('button', { name: 'Continue' })
const pick = (id: bigint) => {
  fireEvent.click(screen.getByRole('button', { name: 'Select a Validator' }))
  const dialog = screen.getByRole('dialog', { name: 'Select a Validator' })
  fireEvent.click(within(dialog).getByRole('button', { name: new RegExp(`^Select .*, ${id}$`) }))
}

describe('StakeForm', () => {
  it("fills 'Entire Balance -2 FTM' as the whole FTM left after gas minus 2", () => {
    const { amount } = renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Entire Balance -2 FTM' }))
    // ceil(100 − 100 gwei × 500,000) − 2 = 98
    expect(amount.value).toBe('98')
    expect((screen.getByLabelText('Validator') as HTMLInputElement).placeholder).toBe('Select a Validator')
  })

  it('asks for an amount and a validator', () => {
    renderForm()
    fireEvent.click(continueButton())
    expect(screen.getAllByText('Invalid amount').length).toBeGreaterThan(0)
    expect(screen.getByText('Please select a validator')).toBeTruthy()
  })

  it('refuses less than 1 FTM and more than the balance left after gas', () => {
    const { amount } = renderForm()
    fireEvent.change(amount, { target: { value: '0.5' } })
    fireEvent.click(continueButton())
    expect(screen.getAllByText("You can't stake amount less than 1 FTM").length).toBeGreaterThan(0)
    fireEvent.change(amount, { target: { value: '500' } })
    fireEvent.click(continueButton())
    expect(screen.getAllByText('You can stake max 99.9 FTM').length).toBeGreaterThan(0)
  })

  it("writes the limits in the user's decimal points (4 here)", () => {
    // 100.123456789 FTM − 2 × 100 gwei × 500,000 for fees = 100.023456789 FTM may be staked.
    const { amount } = renderForm({ balance: 100_123_456_789n * GWEI }, 4)
    fireEvent.change(amount, { target: { value: '500' } })
    fireEvent.click(continueButton())
    expect(screen.getAllByText('You can stake max 100.0234… FTM').length).toBeGreaterThan(0)
  })

  it("writes a validator's delegation limit in the user's decimal points (4 here)", () => {
    const limited = makeValidator({
      id: 9n,
      delegatedLimit: 50_987_654_321n * GWEI,
      stakerInfo: { name: 'Tight', website: null, contact: null, logoUrl: null },
    })
    const { amount } = renderForm({ validators: [limited], fixedValidator: limited }, 4)
    fireEvent.change(amount, { target: { value: '60' } })
    fireEvent.click(continueButton())
    expect(
      screen.getAllByText('Staking limit reached. You can stake max 50.9876… FTM on validator Tight').length,
    ).toBeGreaterThan(0)
  })

  it('says when nothing is left for fees', () => {
    const { amount } = renderForm({ balance: 0n })
    fireEvent.change(amount, { target: { value: '5' } })
    fireEvent.click(continueButton())
    expect(screen.getAllByText('You have no balance left').length).toBeGreaterThan(0)
  })

  it('lists validators with stake, drops cheaters, and disables inactive and already-delegated ones', () => {
    renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Select a Validator' }))
    const dialog = screen.getByRole('dialog', { name: 'Select a Validator' })
    const select = (name: RegExp) => within(dialog).getByRole('button', { name }) as HTMLButtonElement
    expect(select(/^Select Validator Three, 3$/).disabled).toBe(false)
    expect(select(/^Select Sleepy, 4$/).disabled).toBe(true)
    expect(select(/^Select Unknown, 5$/).disabled).toBe(true)
    expect(within(dialog).queryByText('Cheater')).toBeNull()
    expect(within(dialog).queryByText('Empty')).toBeNull()
    expect(within(dialog).getByRole('link', { name: 'Validator Three' }).getAttribute('href')).toContain(
      '0x3333333333333333333333333333333333333333',
    )
  })

  it("applies the validator's delegation limit", () => {
    const { amount } = renderForm()
    pick(8n)
    fireEvent.change(amount, { target: { value: '60' } })
    fireEvent.click(continueButton())
    expect(
      screen.getAllByText('Staking limit reached. You can stake max 50 FTM on validator Small').length,
    ).toBeGreaterThan(0)
  })

  it('submits the amount and the picked validator', () => {
    const { amount, onSubmit } = renderForm()
    pick(3n)
    expect((screen.getByLabelText('Validator') as HTMLInputElement).value).toBe('Validator Three, 3')
    fireEvent.change(amount, { target: { value: '10' } })
    fireEvent.click(continueButton())
    expect(onSubmit).toHaveBeenCalledWith({ validator: validators[0], amount: 10n * FTM })
  })

  it('keeps a fixed validator (increase delegation) without a picker', () => {
    renderForm({ fixedValidator: validators[0] })
    expect((screen.getByLabelText('Validator') as HTMLInputElement).value).toBe('Validator Three, 3')
    expect(screen.queryByRole('button', { name: 'Select a Validator' })).toBeNull()
  })
})
