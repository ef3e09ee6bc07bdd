import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { DisplayProvider } from '../../ui/display.js'
import { DelegationDetail, type DelegationDetailProps } from './DelegationDetail.js'
import { FTM, makeDelegation, makeValidator, NOW } from './stakingFixtures.test-util.js'

const DAY = 86_400
const FLUID_WARNING =
  "To participate in Fluid Staking, please claim your outstanding rewards. Even if your pending rewards balance shows 0, go ahead and claim anyway and you'll receive the correct amount."

function renderDetail(overrides: Partial<DelegationDetailProps> = {}, fractionDigits = 2) {
  const props: DelegationDetailProps = {
    delegation: makeDelegation(),
    validator: makeValidator(),
    now: NOW,
    withdrawalPeriodTime: 7 * DAY,
    sftmBalance: 0n,
    mintSftmEnabled: false,
    isValidatorAccount: false,
    explorerAddress: (a) => `https://explorer.test/address/${a}`,
    increasePath: '/staking/0x1/stake?validator=3',
    onAction: vi.fn(),
    onWithdraw: vi.fn(),
    ...overrides,
  }
  render(
    <DisplayProvider value={{ currency: 'USD', fractionDigits, price: undefined }}>
      <MemoryRouter>
        <DelegationDetail {...props} />
      </MemoryRouter>
    </DisplayProvider>,
  )
  return props
}

const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

describe('DelegationDetail', () => {
  it('shows every field, Claimed Rewards as a dash and the validator as an explorer link', () => {
    renderDetail({ delegation: makeDelegation({ outstandingSFTM: 2n * FTM, amountInWithdraw: 0n }) })
    expect(field('Delegated').textContent).toBe('1,000 FTM')
    expect(field('Pending Rewards').textContent).toBe('5 FTM')
    expect(field('Claimed Rewards').textContent).toBe('-')
    expect(field('Minted sFTM').textContent).toBe('2 sFTM')
    expect(field('Pending withdraw').textContent).toBe('0 FTM')
    expect(field('Validator Id').textContent).toBe('3')
    const link = within(field('Validator')).getByRole('link', { name: 'Validator Three' })
    expect(link.getAttribute('href')).toBe(
      'https://explorer.test/address/0x3333333333333333333333333333333333333333',
    )
    expect(field('Unlock Date').textContent).toBe('-')
  })

  it('styles the Unlock Date as a warning while locked and as success when not', () => {
    renderDetail({
      delegation: makeDelegation({
        isDelegationLocked: true,
        lockedUntil: NOW + 20 * DAY,
        lockDuration: 20 * DAY,
      }),
    })
    expect(field('Unlock Date').querySelector('[data-tone]')?.getAttribute('data-tone')).toBe('warning')
  })

  it('offers claim, undelegate and lock on an unlocked delegation; sFTM actions stay disabled', () => {
    const props = renderDetail()
    for (const name of ['Claim Rewards', 'Claim & Restake', 'Undelegate', 'Lock Delegation']) {
      expect(button(name).disabled).toBe(false)
    }
    expect(button('Mint sFTM').disabled).toBe(true)
    expect(button('Repay sFTM').disabled).toBe(true)
    fireEvent.click(button('Lock Delegation'))
    expect(props.onAction).toHaveBeenCalledWith('lock')
  })

  it('turns Lock Delegation into extending a running lock when the validator lock reaches far enough', () => {
    const delegation = makeDelegation({
      isDelegationLocked: true,
      lockedUntil: NOW + 20 * DAY,
      lockDuration: 20 * DAY,
    })
    const props = renderDetail({ delegation })
    // The button says a lock runs (issue 16 item 13).
    expect(screen.queryByRole('button', { name: 'Lock Delegation' })).toBeNull()
    fireEvent.click(button('Extend Lock Delegation'))
    expect(props.onAction).toHaveBeenCalledWith('extend')
  })

  it("says 'Locked until {date}' on a running lock that cannot be extended", () => {
    const delegation = makeDelegation({
      isDelegationLocked: true,
      lockedUntil: NOW + 20 * DAY,
      lockDuration: 20 * DAY,
    })
    renderDetail({ delegation, validator: undefined })
    const until = new Date((NOW + 20 * DAY) * 1000).toLocaleDateString()
    expect(button(`Locked until ${until}`).disabled).toBe(true)
  })

  it('disables claiming with fluid staking and no pending rewards', () => {
    renderDetail({ delegation: makeDelegation({ pendingRewards: 0n }) })
    expect(button('Claim Rewards').disabled).toBe(true)
    expect(button('Claim Rewards (Unconditioned)').disabled).toBe(false)
  })

  it('offers Mint sFTM on a locked delegation only when the mintSFTM feature is on', () => {
    const delegation = makeDelegation({
      isDelegationLocked: true,
      tokenizerAllowedToWithdraw: true,
      lockedUntil: NOW + 20 * DAY,
      lockDuration: 20 * DAY,
    })
    const off = renderDetail({ delegation })
    expect(button('Mint sFTM').disabled).toBe(true)
    fireEvent.click(button('Mint sFTM'))
    expect(off.onAction).not.toHaveBeenCalled()
    cleanup()
    const on = renderDetail({ delegation, mintSftmEnabled: true })
    fireEvent.click(button('Mint sFTM'))
    expect(on.onAction).toHaveBeenCalledWith('mintSftm')
  })

  it('keeps Mint sFTM disabled with the feature on when everything is already in withdrawal', () => {
    const delegation = makeDelegation({
      isDelegationLocked: true,
      tokenizerAllowedToWithdraw: true,
      amountInWithdraw: 1000n * FTM,
    })
    renderDetail({ delegation, mintSftmEnabled: true })
    expect(button('Mint sFTM').disabled).toBe(true)
  })

  it('offers Repay sFTM when the wallet holds the outstanding sFTM', () => {
    const props = renderDetail({
      delegation: makeDelegation({ outstandingSFTM: 2n * FTM }),
      sftmBalance: 3n * FTM,
    })
    fireEvent.click(button('Repay sFTM'))
    expect(props.onAction).toHaveBeenCalledWith('repaySftm')
  })

  it("says 'Can't repay sFTM, not enough unlocked sFTM' when the wallet holds less than the outstanding sFTM", () => {
    renderDetail({ delegation: makeDelegation({ outstandingSFTM: 2n * FTM }), sftmBalance: FTM })
    expect(button('Repay sFTM').disabled).toBe(true)
    expect(
      screen.getByText(/^Can't repay sFTM, not enough unlocked sFTM \(need 2 sFTM, have 1 sFTM\)$/),
    ).toBeTruthy()
    cleanup()
    renderDetail({ delegation: makeDelegation({ outstandingSFTM: 0n }), sftmBalance: FTM })
    expect(screen.queryByText(/Can't repay sFTM/)).toBeNull()
  })

  it("writes the repay refusal's amounts in the user's decimal points (4 here)", () => {
    const NANO = 10n ** 9n
    renderDetail(
      {
        delegation: makeDelegation({ outstandingSFTM: 12_345_678_900n * NANO }),
        sftmBalance: 11_234_567_800n * NANO,
      },
      4,
    )
    expect(button('Repay sFTM').disabled).toBe(true)
    expect(
      screen.getByText("Can't repay sFTM, not enough unlocked sFTM (need 12.3456… sFTM, have 11.2345… sFTM)"),
    ).toBeTruthy()
  })

  it("writes the fields and the undelegations in the user's decimal points (4 here)", () => {
    const NANO = 10n ** 9n
    const request = {
      address: '0x1111111111111111111111111111111111111111',
      stakerID: 3n,
      withdrawRequestID: 1n,
      createdTime: NOW - DAY,
      withdrawTime: null,
      amount: 3_333_333_333n * NANO,
    }
    renderDetail(
      {
        delegation: makeDelegation({
          amountDelegated: 1_234_567_890_000n * NANO,
          pendingRewards: 123_456_789n * NANO,
          outstandingSFTM: 2_500_000_000n * NANO,
          amountInWithdraw: 3_333_333_333n * NANO,
          withdrawRequests: [request],
        }),
      },
      4,
    )
    expect(field('Delegated').textContent).toBe('1,234.5678… FTM')
    expect(field('Pending Rewards').textContent).toBe('0.1234… FTM')
    expect(field('Minted sFTM').textContent).toBe('2.5 sFTM')
    expect(field('Pending withdraw').textContent).toBe('3.3333… FTM')
    const history = screen.getByRole('region', { name: 'Undelegation History' })
    const [row] = within(history).getAllByRole('row').slice(1)
    expect(within(row as HTMLElement).getAllByRole('cell')[0]?.textContent).toBe('3.3333…')
  })

  it('shows the fluid-staking warning only before fluid staking is active', () => {
    renderDetail({ delegation: makeDelegation({ isFluidStakingActive: false }) })
    expect(screen.getByText(FLUID_WARNING)).toBeTruthy()
  })

  it('lists undelegations with the time left, an enabled Withdraw, or the withdrawal date', () => {
    const request = (id: bigint, createdTime: number, withdrawTime: number | null) => ({
      address: '0x1111111111111111111111111111111111111111',
      stakerID: 3n,
      withdrawRequestID: id,
      createdTime,
      withdrawTime,
      amount: 100n * FTM,
    })
    const waiting = request(1n, NOW - 6 * DAY, null)
    const ready = request(2n, NOW - 8 * DAY, null)
    const done = request(3n, NOW - 9 * DAY, NOW - DAY)
    const props = renderDetail({
      delegation: makeDelegation({ withdrawRequests: [waiting, ready, done], amountInWithdraw: 300n * FTM }),
    })
    const history = screen.getByRole('region', { name: 'Undelegation History' })
    const headers = within(history)
      .getAllByRole('columnheader')
      .map((h) => h.textContent)
    expect(headers).toEqual(['Amount (FTM)', 'Undelegation Time', 'Withdrawal'])
    const rows = within(history).getAllByRole('row').slice(1)
    const waitingButton = within(rows[0] as HTMLElement).getByRole('button') as HTMLButtonElement
    expect(waitingButton.textContent).toBe('Withdraw in 1 day')
    expect(waitingButton.disabled).toBe(true)
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Withdraw' }))
    expect(props.onWithdraw).toHaveBeenCalledWith(ready)
    expect(within(rows[2] as HTMLElement).queryByRole('button')).toBeNull()
    expect(rows[2]?.textContent).toContain(new Date((NOW - DAY) * 1000).toLocaleString())
  })

  it("turns Undelegate and Withdraw off while sFTM is outstanding, saying 'repay sFTM first please'", () => {
    const ready = {
      address: '0x1111111111111111111111111111111111111111',
      stakerID: 3n,
      withdrawRequestID: 7n,
      createdTime: NOW - 8 * DAY,
      withdrawTime: null,
      amount: 100n * FTM,
    }
    const delegation = makeDelegation({ withdrawRequests: [ready], amountInWithdraw: 100n * FTM })
    renderDetail({ delegation: { ...delegation, outstandingSFTM: 2n * FTM }, sftmBalance: 2n * FTM })
    expect(button('Undelegate').disabled).toBe(true)
    expect(screen.getByText("Can't undelegate, repay sFTM first please")).toBeTruthy()
    const history = screen.getByRole('region', { name: 'Undelegation History' })
    expect(within(history).getByText("Can't withdraw, repay sFTM first please")).toBeTruthy()
    expect((within(history).getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(
      true,
    )
    cleanup()
    // Repaid: both are back, and neither message shows.
    renderDetail({ delegation })
    expect(button('Undelegate').disabled).toBe(false)
    expect(screen.queryByText(/repay sFTM first please/)).toBeNull()
    expect((screen.getByRole('button', { name: 'Withdraw' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('has no Undelegation History without withdraw requests', () => {
    renderDetail()
    expect(screen.queryByText('Undelegation History')).toBeNull()
  })

  it('offers Increase delegation (stake form with the validator fixed) only without pending rewards', () => {
    renderDetail({ delegation: makeDelegation({ pendingRewards: 0n }) })
    expect(screen.getByRole('link', { name: 'Increase delegation' }).getAttribute('href')).toBe(
      '/staking/0x1/stake?validator=3',
    )
  })

  it('hides Increase delegation while rewards are pending', () => {
    renderDetail()
    expect(screen.queryByRole('link', { name: 'Increase delegation' })).toBeNull()
  })
})
