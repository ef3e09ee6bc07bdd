import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { AddLiquidityForm, type AddLiquiditySummary } from './AddLiquidityForm.js'
import { E18, FUSD, PAIRS, pair, token, USDC, WFTM, ZERO } from './pairs.test-util.js'

function Harness(props: {
  a?: string
  b?: string
  hasAccount?: boolean
  pairs?: typeof PAIRS
  onSubmit?: (s: AddLiquiditySummary) => void
  onTokens?: (a?: string, b?: string) => void
}) {
  const [tokens, setTokens] = useState({ a: props.a, b: props.b })
  return (
    <AddLiquidityForm
      pairs={props.pairs ?? PAIRS}
      hasAccount={props.hasAccount ?? true}
      slippagePercent={0.5}
      tokenA={tokens.a}
      tokenB={tokens.b}
      onTokensChange={(a, b) => {
        props.onTokens?.(a, b)
        setTokens({ a, b })
      }}
      onSubmit={props.onSubmit ?? (() => {})}
    />
  )
}

const submitButton = () => screen.getAllByRole('button').find((b) => b.getAttribute('type') === 'submit')!
const inputA = () => screen.getByLabelText('Input (first token)') as HTMLInputElement
const inputB = () => screen.getByLabelText('Input (second token)') as HTMLInputElement

describe('AddLiquidityForm button states, in the spec order', () => {
  it('Connect Wallet without an account', () => {
    render(<Harness hasAccount={false} a={WFTM.address} b={FUSD.address} />)
    expect(submitButton().textContent).toBe('Connect Wallet')
  })

  it("Select a token: the second picker starts as 'Select a token'", () => {
    render(<Harness a={WFTM.address} />)
    expect(submitButton().textContent).toBe('Select a token')
    expect(screen.getByRole('button', { name: 'Second token: Select a token' })).toBeTruthy()
    // Announced as an alert, unless it is Supply.
    expect(screen.getByRole('alert').textContent).toBe('Select a token')
  })

  it('Insufficient Balance when both balances are 0, Insufficient {symbol} balance when one is', () => {
    const broke = [pair('0xaa01', [token('AAA', '0xa1', 0n), token('BBB', '0xb1', 0n)], [E18, E18], E18)]
    const { unmount } = render(<Harness pairs={broke} a="0xa1" b="0xb1" />)
    expect(submitButton().textContent).toBe('Insufficient Balance')
    unmount()
    render(<Harness a={USDC.address} b={WFTM.address} />)
    expect(submitButton().textContent).toBe('Insufficient USDC balance')
  })

  it('Insufficient Pair Liquidity for an empty pool, Enter an amount otherwise', () => {
    const { unmount } = render(<Harness a={FUSD.address} b={ZERO.address} />)
    expect(submitButton().textContent).toBe('Insufficient Pair Liquidity')
    unmount()
    render(<Harness a={WFTM.address} b={FUSD.address} />)
    expect(submitButton().textContent).toBe('Enter an amount')
  })

  it('Insufficient {symbol} balance when an amount exceeds it', async () => {
    render(<Harness a={WFTM.address} b={FUSD.address} />)
    await userEvent.type(inputB(), '60')
    expect(inputA().value).toBe('120')
    expect(submitButton().textContent).toBe('Insufficient WFTM balance')
  })

  it('Supply: the other amount follows the pool price, with the prices and pool share box', async () => {
    const onSubmit = vi.fn()
    render(<Harness a={WFTM.address} b={FUSD.address} onSubmit={onSubmit} />)
    await userEvent.type(inputA(), '100')
    expect(inputB().value).toBe('50')
    expect(submitButton().textContent).toBe('Supply')
    expect(screen.queryByRole('alert')).toBeNull()
    const box = within(screen.getByRole('region', { name: 'Prices and pool share' }))
    expect(box.getByText('FUSD per WFTM').nextElementSibling?.textContent).toBe('0.5000')
    expect(box.getByText('WFTM per FUSD').nextElementSibling?.textContent).toBe('2.0000')
    // (70 + 70) / (700 + 70) of the pool.
    expect(box.getByText('Share of Pool').nextElementSibling?.textContent).toBe('18.182%')
    await userEvent.click(submitButton())
    expect((onSubmit.mock.calls[0]?.[0] as AddLiquiditySummary | undefined)?.params).toEqual({
      tokenA: WFTM.address,
      tokenB: FUSD.address,
      amountA: 100n * E18,
      amountB: 50n * E18,
      slippagePercent: 0.5,
    })
  })

  it('Max uses the balance, or the other side’s balance when its quote would exceed it', async () => {
    render(<Harness a={WFTM.address} b={FUSD.address} />)
    await userEvent.click(screen.getByRole('button', { name: 'Max (second token)' }))
    // 50 FUSD would need 100 WFTM: exactly the WFTM balance.
    expect(inputB().value).toBe('50')
    expect(inputA().value).toBe('100')
    await userEvent.click(screen.getByRole('button', { name: 'Max (first token)' }))
    expect(inputA().value).toBe('100')
  })
})

describe('AddLiquidityForm tokens and panels', () => {
  it('disables tokens without a pair with the first token, and reports the route change', async () => {
    const onTokens = vi.fn()
    render(<Harness a={USDC.address} onTokens={onTokens} />)
    await userEvent.click(screen.getByRole('button', { name: 'Second token: Select a token' }))
    const list = within(screen.getByRole('dialog', { name: 'Select a token' }))
    expect(list.getByRole('button', { name: /^FUSD/ })).toHaveProperty('disabled', true)
    expect(list.getByRole('button', { name: /^USDC/ })).toHaveProperty('disabled', true)
    await userEvent.click(list.getByRole('button', { name: /^WFTM/ }))
    expect(onTokens).toHaveBeenLastCalledWith(USDC.address, WFTM.address)
  })

  it('picking the other side’s token as the first swaps the sides', async () => {
    const onTokens = vi.fn()
    render(<Harness a={WFTM.address} b={FUSD.address} onTokens={onTokens} />)
    await userEvent.click(screen.getByRole('button', { name: 'First token: WFTM' }))
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Select a token' })).getByRole('button', { name: /^FUSD/ }),
    )
    expect(onTokens).toHaveBeenLastCalledWith(FUSD.address, WFTM.address)
  })

  it('shows the pair info panel with a position, the fee note without one', () => {
    const { unmount } = render(<Harness a={WFTM.address} b={FUSD.address} />)
    expect(screen.getByRole('region', { name: 'Your position' })).toBeTruthy()
    unmount()
    render(<Harness a={USDC.address} b={WFTM.address} />)
    expect(screen.getByText(/earn 0\.3% of all trades/)).toBeTruthy()
  })
})
