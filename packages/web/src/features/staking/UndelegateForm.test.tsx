import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DisplayProvider } from '../../ui/display.js'
import { FTM } from './stakingFixtures.test-util.js'
import { UndelegateForm, type UndelegateFormProps } from './UndelegateForm.js'

const unlocked = {
  toStakerId: 3n,
  amountDelegated: 1000n * FTM,
  amountInWithdraw: 0n,
  unlockedAmount: 1000n * FTM,
  isDelegationLocked: false,
  pendingRewards: 0n,
}

function renderForm(props: Partial<UndelegateFormProps> = {}, fractionDigits = 2) {
  const onSubmit = vi.fn()
  const onUnlockAmountChange = vi.fn()
  render(
    <DisplayProvider value={{ currency: 'USD', fractionDigits, price: undefined }}>
      <UndelegateForm
        delegation={unlocked}
        withdrawalPeriodTime={7 * 86_400}
        penalty={undefined}
        onSubmit={onSubmit}
        onUnlockAmountChange={onUnlockAmountChange}
        {...props}
      />
    </DisplayProvider>,
  )
  return { onSubmit, onUnlockAmountChange, input: screen.getByLabelText('Amount (FTM)') as HTMLInputElement }
}

describe('UndelegateForm', () => {
  it("shows the network's withdrawal period in the note and validates while typing", () => {
    const { input } = renderForm()
    expect(screen.getByText('The withdrawal of your delegated tokens will take 7 days')).toBeTruthy()
    fireEvent.change(input, { target: { value: '0.5' } })
    expect(screen.getByText('You can undelegate min 1 FTM and max 1,000 FTM')).toBeTruthy()
    fireEvent.change(input, { target: { value: '1001' } })
    expect(screen.getByText('You can undelegate min 1 FTM and max 1,000 FTM')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Undelegate' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("writes the limit, the lock warning and the slashing in the user's decimal points (4 here)", () => {
    const NANO = 10n ** 9n
    const delegation = {
      ...unlocked,
      amountDelegated: 1_000_123_456_789n * NANO,
      unlockedAmount: 400_555_555_500n * NANO,
      isDelegationLocked: true,
    }
    const { input } = renderForm({ delegation, penalty: 12_345_678_900n * NANO }, 4)
    fireEvent.change(input, { target: { value: '2000' } })
    expect(screen.getByText('You can undelegate min 1 FTM and max 1,000.1234… FTM')).toBeTruthy()
    // 500 asked, 400.5555555 unlocked: 99.4444445 must be unlocked first, and the penalty takes 12.3456789.
    fireEvent.change(input, { target: { value: '500' } })
    expect(
      screen.getByText(
        '99.4444… FTM of 500 FTM are still locked. You will lose 12.3456… FTM by undelegating before the lock expiration.',
      ),
    ).toBeTruthy()
    expect(screen.getByText('12.3456… FTM slashing applied')).toBeTruthy()
  })

  it("fills the whole delegation with 'Entire Delegation' and submits it", () => {
    const { input, onSubmit } = renderForm()
    fireEvent.click(screen.getByRole('button', { name: 'Entire Delegation' }))
    expect(input.value).toBe('1000')
    fireEvent.click(screen.getByRole('button', { name: 'Undelegate' }))
    expect(onSubmit).toHaveBeenCalledWith(1000n * FTM)
  })

  it('warns in orange about the locked part and the penalty, and the slashing that follows', () => {
    const delegation = { ...unlocked, unlockedAmount: 400n * FTM, isDelegationLocked: true }
    const { input, onUnlockAmountChange } = renderForm({ delegation, penalty: 12n * FTM })
    fireEvent.change(input, { target: { value: '500' } })
    expect(onUnlockAmountChange).toHaveBeenLastCalledWith(100n * FTM)
    expect(
      screen.getByText(
        '100 FTM of 500 FTM are still locked. You will lose 12 FTM by undelegating before the lock expiration.',
      ).className,
    ).toContain('message-warning')
    expect(screen.getByText('12 FTM slashing applied')).toBeTruthy()
  })

  it('says the part is locked without a penalty line when the penalty is unknown', () => {
    const delegation = { ...unlocked, unlockedAmount: 400n * FTM, isDelegationLocked: true }
    const { input } = renderForm({ delegation })
    fireEvent.change(input, { target: { value: '500' } })
    expect(screen.getByText('100 FTM of 500 FTM are still locked.')).toBeTruthy()
  })

  it('asks to claim pending rewards first', () => {
    const { input, onSubmit } = renderForm({ delegation: { ...unlocked, pendingRewards: FTM } })
    expect(screen.getByRole('alert').textContent).toBe(
      'You need to claim all pending rewards before undelegating.',
    )
    fireEvent.change(input, { target: { value: '10' } })
    fireEvent.click(screen.getByRole('button', { name: 'Undelegate' }))
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('says before any amount that step 1 unlocks a locked delegation early and costs a penalty', () => {
    const until = 1_900_000_000
    renderForm({
      delegation: { ...unlocked, isDelegationLocked: true, unlockedAmount: 200n * FTM, lockedUntil: until },
    })
    expect(screen.getByTestId('locked-undelegate-note').textContent).toBe(
      `This delegation is locked until ${new Date(until * 1000).toLocaleDateString()}. Up to 200 FTM (its ` +
        'unlocked part) is undelegated at once; more takes step 1, Unlock, which ends the lock early and costs a ' +
        'penalty: you lose part of the rewards the lock earned (the amount is shown below once you type one). ' +
        'Step 2 then undelegates.',
    )
  })

  it('says nothing of a lock on an unlocked delegation', () => {
    renderForm()
    expect(screen.queryByTestId('locked-undelegate-note')).toBeNull()
  })
})
