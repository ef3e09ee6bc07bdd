import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PasswordStep } from './PasswordStep.js'

const type = (label: string, value: string) => {
  const input = screen.getByLabelText(label)
  fireEvent.change(input, { target: { value } })
  fireEvent.blur(input)
}
const submit = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement

describe('new password form', () => {
  it('keeps submit disabled until both passwords are valid and the box is ticked', () => {
    const onSubmit = vi.fn()
    render(<PasswordStep onSubmit={onSubmit} />)
    type('Password', 'Str0ng!pass')
    expect(submit().disabled).toBe(true)
    type('Re-enter password', 'Str0ng!pass')
    expect(submit().disabled).toBe(true)
    fireEvent.click(screen.getByRole('checkbox'))
    expect(submit().disabled).toBe(false)
    fireEvent.click(submit())
    expect(onSubmit).toHaveBeenCalledWith('Str0ng!pass', 'Str0ng!pass')
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('')
  })

  it('says what a weak password lacks', () => {
    render(<PasswordStep onSubmit={() => {}} />)
    type('Password', 'weak')
    expect(screen.getByRole('alert').textContent).toBe(
      'Make sure to enter at least 8 and max 200 characters, including one upper-case letter, a symbol and a number',
    )
    expect(screen.getByLabelText('Password').getAttribute('aria-invalid')).toBe('true')
  })

  it("says 'The entered password does not match' for a different re-entry", () => {
    render(<PasswordStep onSubmit={() => {}} />)
    type('Password', 'Str0ng!pass')
    type('Re-enter password', 'Str0ng!pas')
    expect(screen.getByRole('alert').textContent).toBe('The entered password does not match')
  })
})
