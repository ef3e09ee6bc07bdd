import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { E18 } from './pairs.test-util.js'
import { WrapForm } from './WrapForm.js'

const WFTM = {
  address: '0x1000000000000000000000000000000000000001',
  symbol: 'WFTM',
  decimals: 18,
  balance: 3n * E18,
}
const submitButton = () => screen.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!
const from = () => screen.getByLabelText('From') as HTMLInputElement

function renderForm(props: Partial<Parameters<typeof WrapForm>[0]> = {}) {
  const onSubmit = vi.fn()
  render(<WrapForm hasAccount ftmBalance={10n * E18} wftm={WFTM} onSubmit={onSubmit} {...props} />)
  return onSubmit
}

describe('WrapForm labels', () => {
  it('Connect Wallet without an account', () => {
    renderForm({ hasAccount: false })
    expect(submitButton().textContent).toBe('Connect Wallet')
  })

  it('Enter an amount, then Select a token while the wrapped token is unknown', async () => {
    renderForm({ wftm: undefined })
    expect(submitButton().textContent).toBe('Enter an amount')
    await userEvent.type(from(), '1')
    expect(submitButton().textContent).toBe('Select a token')
  })

  it('Insufficient FTM balance above balance − 2 FTM, with the input marked invalid', async () => {
    renderForm()
    await userEvent.type(from(), '8.5')
    expect(submitButton().textContent).toBe('Insufficient FTM balance')
    expect(from().getAttribute('aria-invalid')).toBe('true')
  })

  it('Wrap: Max fills balance − 2 FTM, both boxes show it, and the form submits', async () => {
    const onSubmit = renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Max From' }))
    expect(from().value).toBe('8')
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('8')
    expect(submitButton().textContent).toBe('Wrap')
    expect(screen.getByText('Price: 1 FTM = 1.0000 WFTM')).toBeTruthy()
    await userEvent.click(submitButton())
    expect(onSubmit).toHaveBeenCalledWith({ direction: 'wrap', amount: 8n * E18 })
  })

  it('Unwrap after the direction switch, Max is the whole WFTM balance; the price line toggles', async () => {
    const onSubmit = renderForm()
    await userEvent.click(screen.getByRole('button', { name: 'Swap direction' }))
    await userEvent.click(screen.getByRole('button', { name: 'Max From' }))
    expect(from().value).toBe('3')
    expect(submitButton().textContent).toBe('Unwrap')
    await userEvent.click(screen.getByRole('button', { name: 'Invert price' }))
    expect(screen.getByText('Price: 1 FTM = 1.0000 WFTM')).toBeTruthy()
    await userEvent.click(submitButton())
    expect(onSubmit).toHaveBeenCalledWith({ direction: 'unwrap', amount: 3n * E18 })
  })
})
