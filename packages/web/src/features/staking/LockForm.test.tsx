import { computeLockDaysBounds } from '@ftm-wallet/sdk'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { LockForm } from './LockForm.js'
import { NOW } from './stakingFixtures.test-util.js'

const DAY = 86_400
const bounds = (validatorLockedUntil: number, delegationLockedUntil = 0) =>
  computeLockDaysBounds({
    now: NOW,
    minLockupDuration: 14 * DAY,
    validatorLockedUntil,
    delegationLockedUntil,
    isValidatorAccount: false,
  })

function renderLock(b = bounds(NOW + 100 * DAY + 10)) {
  const onSubmit = vi.fn()
  render(<LockForm bounds={b} now={NOW} isValidatorAccount={false} onCancel={vi.fn()} onSubmit={onSubmit} />)
  return {
    onSubmit,
    get input() {
      return screen.getByLabelText('Lock duration (days)') as HTMLInputElement
    },
  }
}

const okLock = () => screen.getByRole('button', { name: 'Ok, lock' }) as HTMLButtonElement

describe('LockForm', () => {
  it('starts at the minimum days with the bounds beside the slider and the preview date', () => {
    const { input } = renderLock()
    expect(input.value).toBe('14')
    expect(screen.getByText('14 days')).toBeTruthy()
    expect(screen.getByText('100 days')).toBeTruthy()
    const until = new Date((NOW + 14 * DAY) * 1000).toLocaleDateString()
    expect(screen.getByText(`Delegation will be locked until ${until}`)).toBeTruthy()
    expect(screen.getByRole('slider', { name: 'Lock days' }).getAttribute('aria-valuenow')).toBe('14')
  })

  it('locks for the chosen days', () => {
    const { input, onSubmit } = renderLock()
    fireEvent.change(input, { target: { value: '30' } })
    fireEvent.click(okLock())
    expect(onSubmit).toHaveBeenCalledWith(30 * DAY)
  })

  it('sends "until the validator lock ends − 7300 s" for the maximum', () => {
    const { input, onSubmit } = renderLock()
    fireEvent.change(input, { target: { value: '100' } })
    fireEvent.click(okLock())
    expect(onSubmit).toHaveBeenCalledWith(100 * DAY + 10 - 7300)
  })

  it('clamps an out-of-range value, marks the field invalid and disables Ok, lock', () => {
    const { input, onSubmit } = renderLock()
    fireEvent.change(input, { target: { value: '500' } })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByRole('slider', { name: 'Lock days' }).getAttribute('aria-valuenow')).toBe('100')
    expect(okLock().disabled).toBe(true)
    fireEvent.click(okLock())
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('blocks the + and - keys', () => {
    const { input } = renderLock()
    expect(fireEvent.keyDown(input, { key: '-' })).toBe(false)
    expect(fireEvent.keyDown(input, { key: '+' })).toBe(false)
    expect(fireEvent.keyDown(input, { key: '5' })).toBe(true)
  })

  it("says when the validator doesn't lock long enough", () => {
    renderLock(bounds(NOW + 10 * DAY))
    expect(screen.getByRole('alert').textContent).toBe(
      "Validator doesn't lock delegations or lock time is less than 14 days.",
    )
    expect(okLock().disabled).toBe(true)
  })

  it('says when the maximum days are reached', () => {
    renderLock(bounds(NOW + 40 * DAY, NOW + 39 * DAY))
    expect(screen.getByRole('alert').textContent).toBe('You have reached maximum days to lock delegation.')
  })

  it('says what locking earns and costs for the chosen days (issue 16 item 13)', () => {
    const { input } = renderLock()
    const until = (days: number) => new Date((NOW + days * DAY) * 1000).toLocaleDateString()
    const text = () => screen.getByTestId('lock-explainer').textContent
    expect(text()).toContain("unlocked, a delegation earns 30% of the validator's full reward rate")
    expect(text()).toContain('locked for this long it earns 32% (365 days earn 100%)')
    expect(text()).toContain(`until ${until(14)} the locked FTM can only be undelegated by unlocking early`)
    fireEvent.change(input, { target: { value: '100' } })
    expect(text()).toContain('locked for this long it earns 49%')
  })
})
