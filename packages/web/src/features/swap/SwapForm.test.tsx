import { AMOUNT_DEBOUNCE } from '@ftm-wallet/sdk'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { E18, FUSD, PAIRS, USDC, WFTM, ZERO } from './pairs.test-util.js'
import { SwapForm, type SwapSummary } from './SwapForm.js'

function Harness(props: {
  from?: string
  to?: string
  hasAccount?: boolean
  onSubmit?: (s: SwapSummary) => void
}) {
  const [tokens, setTokens] = useState({ from: props.from, to: props.to })
  return (
    <SwapForm
      pairs={PAIRS}
      hasAccount={props.hasAccount ?? true}
      slippagePercent={0.5}
      fromAddress={tokens.from}
      toAddress={tokens.to}
      onTokensChange={(from, to) => setTokens({ from, to })}
      onSubmit={props.onSubmit ?? (() => {})}
    />
  )
}

const submitButton = () => screen.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!
const from = () => screen.getByLabelText('From')
const to = () => screen.getByLabelText('To')
/** Waits out the 250 ms amount debounce (docs/behaviour/swap-and-liquidity.md#swap). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, AMOUNT_DEBOUNCE + 50)))

describe('SwapForm button states, in the spec order', () => {
  it('Connect Wallet without an account', () => {
    render(<Harness hasAccount={false} from={WFTM.address} to={FUSD.address} />)
    expect(submitButton().textContent).toBe('Connect Wallet')
    expect(submitButton()).toHaveProperty('disabled', true)
  })

  it('Select a token while the second token is missing', () => {
    render(<Harness from={WFTM.address} />)
    expect(submitButton().textContent).toBe('Select a token')
    expect(screen.getByRole('button', { name: 'To token: Select a token' })).toBeTruthy()
  })

  it('Enter an amount with both tokens and no amount', () => {
    render(<Harness from={WFTM.address} to={FUSD.address} />)
    expect(submitButton().textContent).toBe('Enter an amount')
  })

  it('Insufficient Pair Liquidity for an empty pool', async () => {
    render(<Harness from={ZERO.address} to={FUSD.address} />)
    await userEvent.type(from(), '1')
    await settle()
    expect(submitButton().textContent).toBe('Insufficient Pair Liquidity')
  })

  it('Insufficient {symbol} balance above the balance', async () => {
    render(<Harness from={WFTM.address} to={FUSD.address} />)
    await userEvent.type(from(), '101')
    await settle()
    expect(submitButton().textContent).toBe('Insufficient WFTM balance')
    expect(from().getAttribute('aria-invalid')).toBe('true')
  })

  it('Swap, with the price (4 decimals), price impact (2) and minimum received, then submits exact-in', async () => {
    const onSubmit = vi.fn()
    render(<Harness from={WFTM.address} to={FUSD.address} onSubmit={onSubmit} />)
    expect(screen.getByText('1 WFTM = 0.5000 FUSD')).toBeTruthy()
    await userEvent.type(from(), '10')
    await settle()
    expect(submitButton().textContent).toBe('Swap')
    // 10 × 997 × 500 / (1000 × 1000 + 9970) = 4.93578…
    expect((to() as HTMLInputElement).value).toMatch(/^4\.9357/)
    const details = within(screen.getByTestId('swap-details'))
    expect(details.getByText('1 WFTM = 0.4935… FUSD')).toBeTruthy()
    expect(details.getByText('1.28%')).toBeTruthy()
    expect(details.getByText('Minimum received')).toBeTruthy()
    expect(details.getByText('4.9111… FUSD')).toBeTruthy()
    await userEvent.click(submitButton())
    const summary = onSubmit.mock.calls[0]?.[0] as SwapSummary
    expect(summary.params).toMatchObject({
      fromToken: WFTM.address,
      toToken: FUSD.address,
      mode: 'exactIn',
      amountIn: 10n * E18,
      slippagePercent: 0.5,
    })
  })

  it('typing the To amount quotes the input and shows the maximum sold', async () => {
    const onSubmit = vi.fn()
    render(<Harness from={WFTM.address} to={FUSD.address} onSubmit={onSubmit} />)
    await userEvent.type(to(), '5')
    await settle()
    expect((from() as HTMLInputElement).value).toMatch(/^10\.1314/)
    expect(screen.getByText('Maximum sold')).toBeTruthy()
    await userEvent.click(submitButton())
    expect((onSubmit.mock.calls[0]?.[0] as SwapSummary | undefined)?.params).toMatchObject({
      mode: 'exactOut',
      amountOut: 5n * E18,
    })
  })

  it('quotes the other side 250 ms after the last keystroke, the typed text showing at once', () => {
    vi.useFakeTimers()
    try {
      render(<Harness from={WFTM.address} to={FUSD.address} />)
      fireEvent.change(from(), { target: { value: '1' } })
      act(() => vi.advanceTimersByTime(AMOUNT_DEBOUNCE - 1))
      fireEvent.change(from(), { target: { value: '10' } })
      expect((from() as HTMLInputElement).value).toBe('10')
      expect((to() as HTMLInputElement).value).toBe('')
      expect(submitButton().textContent).toBe('Enter an amount')
      act(() => vi.advanceTimersByTime(AMOUNT_DEBOUNCE - 1))
      expect((to() as HTMLInputElement).value).toBe('')
      act(() => vi.advanceTimersByTime(1))
      expect((to() as HTMLInputElement).value).toMatch(/^4\.9357/)
      expect(submitButton().textContent).toBe('Swap')
      expect(submitButton()).toHaveProperty('disabled', false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('Max sells the whole balance of the From token (docs/behaviour/swap-and-liquidity.md#swap)', async () => {
    render(<Harness from={WFTM.address} to={FUSD.address} />)
    await userEvent.click(screen.getByRole('button', { name: 'Max From' }))
    expect((from() as HTMLInputElement).value).toBe('100')
    await settle()
    expect(submitButton().textContent).toBe('Swap')
    expect((to() as HTMLInputElement).value).toMatch(/^45\./)
  })

  it('blocks + and - in the amount', async () => {
    render(<Harness from={WFTM.address} to={FUSD.address} />)
    await userEvent.type(from(), '-1+2')
    expect((from() as HTMLInputElement).value).toBe('12')
  })
})

describe('SwapForm tokens', () => {
  it('the direction switch exchanges the tokens and clears the amounts', async () => {
    render(<Harness from={WFTM.address} to={FUSD.address} />)
    await userEvent.type(from(), '10')
    await userEvent.click(screen.getByRole('button', { name: 'Swap direction' }))
    expect(screen.getByRole('button', { name: 'From token: FUSD' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'To token: WFTM' })).toBeTruthy()
    expect((from() as HTMLInputElement).value).toBe('')
  })

  it('the picker disables the token chosen on the other side', async () => {
    render(<Harness from={WFTM.address} to={FUSD.address} />)
    await userEvent.click(screen.getByRole('button', { name: 'To token: FUSD' }))
    const list = within(screen.getByRole('dialog', { name: 'Select a token' }))
    expect(list.getByRole('button', { name: /^WFTM/ })).toHaveProperty('disabled', true)
    await userEvent.click(list.getByRole('button', { name: /^USDC/ }))
    expect(screen.getByRole('button', { name: 'To token: USDC' })).toBeTruthy()
    expect(USDC.decimals).toBe(6)
  })
})
