import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DisplayProvider } from '../../ui/display.js'
import { type DelegationRow, DelegationsTable } from './DelegationsTable.js'

const FTM = 10n ** 18n
const row = (over: Partial<DelegationRow>): DelegationRow => ({
  wallet: '0x1111111111111111111111111111111111111111',
  toStakerId: 1n,
  createdTime: 1_700_000_000,
  amount: 100n * FTM,
  amountDelegated: 100n * FTM,
  isFluidStakingActive: true,
  isDelegationLocked: false,
  lockedFromEpoch: 0n,
  lockedUntil: 0,
  pendingRewards: FTM / 2n,
  ...over,
})

describe('DelegationsTable', () => {
  it('hides zero amounts, names unknown validators and shows amounts in FTM', () => {
    render(
      <DelegationsTable
        rows={[row({ validatorName: 'Alpha' }), row({ toStakerId: 2n }), row({ toStakerId: 3n, amount: 0n })]}
        onDetail={vi.fn()}
        onClaim={vi.fn()}
      />,
    )
    expect(screen.getAllByRole('row')).toHaveLength(3)
    expect(screen.getByText('Alpha, 1')).toBeTruthy()
    expect(screen.getByText('Unknown, 2')).toBeTruthy()
    expect(screen.getAllByText('100')).toHaveLength(2)
    expect(screen.queryByRole('columnheader', { name: 'Wallet' })).toBeNull()
  })

  it("writes the amounts in the user's decimal points (4 here)", () => {
    render(
      <DisplayProvider value={{ currency: 'USD', fractionDigits: 4, price: undefined }}>
        <DelegationsTable
          rows={[row({ amount: 1_234_567_890_000n * 10n ** 9n, pendingRewards: 123_456_789n * 10n ** 9n })]}
          onDetail={vi.fn()}
          onClaim={vi.fn()}
        />
      </DisplayProvider>,
    )
    expect(screen.getByText('1,234.5678…')).toBeTruthy()
    expect(screen.getByText('0.1234…')).toBeTruthy()
  })

  it('adds the Wallet column and reports Claim & Restake for the row', () => {
    const onClaim = vi.fn()
    render(
      <DelegationsTable
        rows={[row({ walletName: 'Savings' })]}
        showWallet
        onDetail={vi.fn()}
        onClaim={onClaim}
      />,
    )
    expect(screen.getByRole('columnheader', { name: 'Wallet' })).toBeTruthy()
    expect(screen.getByText('Savings')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Claim & Restake' }))
    expect(onClaim).toHaveBeenCalledWith(expect.objectContaining({ toStakerId: 1n }), true)
  })

  it('opens the delegation detail on a row click, and a row button does only its own action', () => {
    const onDetail = vi.fn()
    const onClaim = vi.fn()
    render(
      <DelegationsTable
        rows={[row({ validatorName: 'Alpha' }), row({ toStakerId: 2n, validatorName: 'Beta' })]}
        onDetail={onDetail}
        onClaim={onClaim}
      />,
    )
    fireEvent.click(screen.getByText('Beta, 2'))
    expect(onDetail).toHaveBeenCalledTimes(1)
    expect(onDetail).toHaveBeenCalledWith(expect.objectContaining({ toStakerId: 2n }))
    fireEvent.click(screen.getAllByRole('button', { name: 'Claim Rewards' })[0] as HTMLElement)
    expect(onClaim).toHaveBeenCalledWith(expect.objectContaining({ toStakerId: 1n }), false)
    expect(onDetail).toHaveBeenCalledTimes(1)
  })

  it('enables Claim Rewards and Claim & Restake per the claim rule (docs/behaviour/staking.md#claiming) of each row', () => {
    const onClaim = vi.fn()
    render(
      <DelegationsTable
        rows={[
          // Fluid staking: rewards and a delegated amount are both needed.
          row({ toStakerId: 1n, validatorName: 'Fluid with rewards' }),
          row({ toStakerId: 2n, validatorName: 'Fluid without rewards', pendingRewards: 0n }),
          row({ toStakerId: 3n, validatorName: 'Fluid all withdrawn', amountDelegated: 0n }),
          // Without fluid staking: a delegated amount is enough, even with no rewards.
          row({
            toStakerId: 4n,
            validatorName: 'Classic',
            isFluidStakingActive: false,
            pendingRewards: 0n,
          }),
          row({
            toStakerId: 5n,
            validatorName: 'Classic all withdrawn',
            isFluidStakingActive: false,
            amountDelegated: 0n,
          }),
        ]}
        onDetail={vi.fn()}
        onClaim={onClaim}
      />,
    )
    const enabled = (name: string) =>
      screen.getAllByRole('button', { name }).map((b) => !(b as HTMLButtonElement).disabled)
    expect(enabled('Claim Rewards')).toEqual([true, false, false, true, false])
    expect(enabled('Claim & Restake')).toEqual([true, false, false, true, false])
    fireEvent.click(screen.getAllByRole('button', { name: 'Claim Rewards' })[1] as HTMLElement)
    fireEvent.click(screen.getAllByRole('button', { name: 'Claim & Restake' })[2] as HTMLElement)
    expect(onClaim).not.toHaveBeenCalled()
    fireEvent.click(screen.getAllByRole('button', { name: 'Claim & Restake' })[3] as HTMLElement)
    expect(onClaim).toHaveBeenCalledWith(expect.objectContaining({ toStakerId: 4n }), true)
  })
})
