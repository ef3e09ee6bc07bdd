import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PairInfoPanel } from './PairInfoPanel.js'
import { E18, FUSD, PAIRS, WFTM } from './pairs.test-util.js'
import { RemoveLiquidityForm, type RemoveLiquiditySummary } from './RemoveLiquidityForm.js'

// jsdom has no ResizeObserver; Radix's slider only uses it to measure the thumb.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver

const [WFTM_FUSD, WFTM_USDC] = PAIRS as [(typeof PAIRS)[0], (typeof PAIRS)[0]]

function renderForm(hasAccount = true, onSubmit = vi.fn()) {
  render(
    <RemoveLiquidityForm
      pair={WFTM_FUSD}
      tokenA={WFTM.address}
      hasAccount={hasAccount}
      slippagePercent={0.5}
      onSubmit={onSubmit}
    />,
  )
  return onSubmit
}

const amounts = () => within(screen.getByTestId('remove-amounts'))
const submitButton = () => screen.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!

describe('RemoveLiquidityForm', () => {
  it('starts at 0 % with Remove disabled, and Connect Wallet without an account', () => {
    renderForm()
    expect(screen.getByRole('slider', { name: 'Amount to remove' }).getAttribute('aria-valuenow')).toBe('0')
    expect(submitButton().textContent).toBe('Remove')
    expect(submitButton()).toHaveProperty('disabled', true)
    for (const mark of ['0%', '25%', '50%', '75%', '100%'])
      expect(screen.getByRole('button', { name: mark })).toBeTruthy()
  })

  it('shows what 50 % returns and the Price box, and submits the LP share to burn', async () => {
    const onSubmit = renderForm()
    await userEvent.click(screen.getByRole('button', { name: '50%' }))
    // 35 LP of 700: 1/20 of 1000 WFTM and 500 FUSD.
    expect(amounts().getByText('WFTM').nextElementSibling?.textContent).toBe('50.0000')
    expect(amounts().getByText('FUSD').nextElementSibling?.textContent).toBe('25.0000')
    const price = within(screen.getByRole('region', { name: 'Price' }))
    expect(price.getByText('1 WFTM = 0.5000 FUSD')).toBeTruthy()
    expect(price.getByText('1 FUSD = 2.0000 WFTM')).toBeTruthy()
    await userEvent.click(submitButton())
    expect((onSubmit.mock.calls[0]?.[0] as RemoveLiquiditySummary | undefined)?.params).toEqual({
      pair: WFTM_FUSD.pairAddress,
      tokenA: WFTM.address,
      tokenB: FUSD.address,
      liquidity: 35n * E18,
      amountA: 50n * E18,
      amountB: 25n * E18,
      slippagePercent: 0.5,
    })
  })

  it('moves with the keyboard on the slider', async () => {
    renderForm()
    const slider = screen.getByRole('slider', { name: 'Amount to remove' })
    slider.focus()
    await userEvent.keyboard('{End}')
    expect(screen.getByRole('status', { name: 'Amount to remove' }).textContent).toBe('100%')
  })

  it('is Connect Wallet without an account', () => {
    renderForm(false)
    expect(submitButton().textContent).toBe('Connect Wallet')
  })
})

describe('PairInfoPanel', () => {
  it('shows the share with 3 decimals, the position with 1 decimal and the pool totals', () => {
    render(<PairInfoPanel pair={WFTM_FUSD} tokenA={WFTM.address} />)
    const panel = within(screen.getByRole('region', { name: 'Your position' }))
    expect(panel.getByText('Your pool share').nextElementSibling?.textContent).toBe('10.000%')
    expect(panel.getByText('WFTM').nextElementSibling?.textContent).toBe('100.0')
    expect(panel.getByText('FUSD').nextElementSibling?.textContent).toBe('50.0')
    expect(panel.getByText('Pool total WFTM').nextElementSibling?.textContent).toBe('1,000.0')
  })

  it('shows a dash without a share', () => {
    render(<PairInfoPanel pair={WFTM_USDC} tokenA={WFTM.address} />)
    expect(screen.getByText('Your pool share').nextElementSibling?.textContent).toBe('-')
  })
})
