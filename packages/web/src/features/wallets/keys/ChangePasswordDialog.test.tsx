import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ChangePasswordDialog } from './ChangePasswordDialog.js'

const NEW = 'New-password-2?'

function setup(onChange = vi.fn(async () => undefined)) {
  render(
    <ChangePasswordDialog
      open
      onOpenChange={() => undefined}
      label="Savings"
      groupSize={3}
      onChange={onChange}
    />,
  )
  return onChange
}

async function submit(current: string, next: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: next } })
  fireEvent.change(screen.getByLabelText('Re-enter password'), { target: { value: next } })
  fireEvent.click(screen.getByRole('checkbox'))
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }))
  })
}

describe('change password window', () => {
  it('passes the current and the new password and confirms the whole group changed', async () => {
    const onChange = setup()
    expect(screen.getByText(/3 accounts of this recovery phrase share one password/)).toBeTruthy()
    await submit('Old-password-1!', NEW)
    expect(onChange).toHaveBeenCalledWith('Old-password-1!', NEW)
    expect(screen.getByRole('status').textContent).toBe(
      'The password of Savings was changed (all 3 accounts of its recovery phrase).',
    )
  })

  it('shows the refusal of a wrong current password and keeps the form', async () => {
    setup(
      vi.fn(async () => {
        throw new Error('Bad keystore file or password.')
      }),
    )
    await submit('Not-it-3#', NEW)
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Bad keystore file or password.')
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('')
  })
})
