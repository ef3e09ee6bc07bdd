import type { DefiToken, UniswapPair, UniswapPairDayStats } from '@ftm-wallet/sdk'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DisplayProvider } from '../../ui/display.js'
import { PairActionsTable } from './PairActionsTable.js'
import { PairInformation } from './PairInformation.js'
import { PairStats } from './PairStats.js'
import { PriceCards } from './PriceCards.js'
import { renderWithWallet } from './renderWithWallet.test-util.js'

const E18 = 10n ** 18n
const WFTM_ADDRESS = '0x21be370D5312f44cB42ce377BC9b8a0cEF1A4C83'
const USDC_ADDRESS = '0x04068DA6C83AFCFA0e13ba15A6696662335D5B75'
const PAIR: UniswapPair = {
  pairAddress: '0x34BF23e2F08BFe00CAE2Adc15D4B47Cf8B9eE7bF',
  tokens: [
    {
      address: WFTM_ADDRESS,
      name: 'Wrapped Fantom',
      symbol: 'WFTM',
      logoUrl: '',
      decimals: 18,
    },
    {
      address: USDC_ADDRESS,
      name: 'USD Coin',
      symbol: 'USDC',
      logoUrl: '',
      decimals: 6,
    },
  ],
  reservesTimeStamp: 0,
  reserves: [1000n * E18, 250n * 10n ** 6n],
  cumulativePrices: [0n, 0n],
  totalSupply: 10n * E18,
}
const stats = (change: number | null, feesChange: number | null = change): UniswapPairDayStats => ({
  volume: 200n * E18,
  previousVolume: 100n * E18,
  fees: (200n * E18 * 3n) / 1000n,
  previousFees: (100n * E18 * 3n) / 1000n,
  volumeChange: change,
  feesChange,
  change,
})
/** The DeFi price list: wFTM at $0.50 and USDC at $1 (18 price decimals), as defiTokens gives them. */
const priced = (address: string, symbol: string, decimals: number, price: bigint): DefiToken => ({
  address,
  symbol,
  name: symbol,
  logoUrl: '',
  decimals,
  price,
  priceDecimals: 18,
  totalSupply: 0n,
  isActive: true,
  canWrapFTM: false,
  canTrade: true,
  canDeposit: false,
  canMint: false,
  canBorrow: false,
  allowance: 0n,
  availableBalance: 0n,
})
const PRICES = [
  priced(WFTM_ADDRESS.toLowerCase(), 'WFTM', 18, E18 / 2n),
  priced(USDC_ADDRESS, 'USDC', 6, E18),
]

describe('PriceCards', () => {
  it('shows 1 token1 in token2 and the reverse from the reserves', () => {
    render(<PriceCards pair={PAIR} />)
    const cards = within(screen.getByRole('list', { name: 'Prices' })).getAllByRole('listitem')
    expect(cards.map((c) => c.textContent)).toEqual(['1 WFTM = 0.2500 USDC', '1 USDC = 4.0000 WFTM'])
  })

  it('shows a dash for the price of an empty pool', () => {
    render(<PriceCards pair={{ ...PAIR, reserves: [0n, 0n] }} />)
    expect(screen.getAllByRole('listitem').map((c) => c.textContent)).toEqual([
      '1 WFTM = - USDC',
      '1 USDC = - WFTM',
    ])
  })
})

describe('PairStats', () => {
  it('shows the total liquidity and says the 24h stats are loading', () => {
    render(<PairStats pair={PAIR} stats={{ data: undefined, error: null, isPending: true }} />)
    expect(screen.getByRole('heading', { name: 'Pair Stats' })).toBeTruthy()
    expect(screen.getByText('1,000.00 WFTM')).toBeTruthy()
    expect(screen.getByText('250.00 USDC')).toBeTruthy()
    expect(screen.getByText('Loading 24h stats…')).toBeTruthy()
    expect(screen.getByText('0.3%')).toBeTruthy()
  })

  it('shows an error with Retry when the 24h stats fail', () => {
    render(
      <PairStats pair={PAIR} stats={{ data: undefined, error: new Error('offline'), isPending: false }} />,
    )
    expect(screen.getByRole('alert').textContent).toContain('Could not load the 24h stats: offline')
  })

  it('shows Volume (24h) and Fees (24h) with the change against the previous 24 h', () => {
    render(<PairStats pair={PAIR} stats={{ data: stats(100), error: null, isPending: false }} />)
    expect(screen.getByTestId('pair-volume-24h').textContent).toBe('200.00 WFTM▲ up 100.00%')
    expect(screen.getByTestId('pair-fees-24h').textContent).toBe('0.60 WFTM▲ up 100.00%')
    expect(screen.getByText('Volume (24h)')).toBeTruthy()
    expect(screen.getByText('Fees (24h)')).toBeTruthy()
  })

  it('gives the volume and the fees each its own change', () => {
    render(<PairStats pair={PAIR} stats={{ data: stats(100, 99.5), error: null, isPending: false }} />)
    expect(screen.getByTestId('pair-volume-24h').textContent).toBe('200.00 WFTM▲ up 100.00%')
    expect(screen.getByTestId('pair-fees-24h').textContent).toBe('0.60 WFTM▲ up 99.50%')
  })

  it('values the figures in the display currency beside the token amounts (docs/behaviour/pair-detail.md#pair-stats)', () => {
    // FTM costs €0.40: 1000 WFTM ($500 = 1000 FTM) and 250 USDC ($250 = 500 FTM) are €600 of liquidity.
    render(
      <DisplayProvider value={{ currency: 'EUR', fractionDigits: 2, price: 0.4 }}>
        <PairStats pair={PAIR} stats={{ data: stats(100), error: null, isPending: false }} prices={PRICES} />
      </DisplayProvider>,
    )
    const liquidity = screen.getByText('Total Liquidity').nextElementSibling as HTMLElement
    expect(within(liquidity).getByText('≈ €600.00')).toBeTruthy()
    expect(screen.getByTestId('pair-volume-24h').textContent).toBe('200.00 WFTM≈ €80.00▲ up 100.00%')
    expect(screen.getByTestId('pair-fees-24h').textContent).toBe('0.60 WFTM≈ €0.24▲ up 100.00%')
  })

  it('shows the token amounts alone while a price is unknown', () => {
    render(
      <DisplayProvider value={{ currency: 'USD', fractionDigits: 2, price: 0.5 }}>
        <PairStats
          pair={PAIR}
          stats={{ data: stats(100), error: null, isPending: false }}
          prices={PRICES.slice(0, 1)}
        />
      </DisplayProvider>,
    )
    // USDC has no price: no liquidity value; the volume is in WFTM, which has one.
    const liquidity = screen.getByText('Total Liquidity').nextElementSibling as HTMLElement
    expect(within(liquidity).queryByText(/^≈/)).toBeNull()
    expect(screen.getAllByText(/^≈ \$/)).toHaveLength(2)
    expect(screen.getByTestId('pair-volume-24h').textContent).toBe('200.00 WFTM≈ $100.00▲ up 100.00%')
  })

  it('marks a fall in red and no previous trades with a dash', () => {
    const { unmount } = render(
      <PairStats pair={PAIR} stats={{ data: stats(-12.5), error: null, isPending: false }} />,
    )
    const [down] = screen.getAllByTestId('pair-change')
    expect(down?.className).toContain('pair-change-down')
    expect(down?.textContent).toBe('▼ down 12.50%')
    unmount()
    render(<PairStats pair={PAIR} stats={{ data: stats(null), error: null, isPending: false }} />)
    expect(screen.getAllByTitle('No trades in the previous 24 h')).toHaveLength(2)
  })
})

describe('PairInformation', () => {
  it('links the pair address to the explorer and lets each address be copied', async () => {
    await renderWithWallet(<PairInformation pair={PAIR} name="WFTM/USDC" />)
    expect((await screen.findByTestId('pair-address')).getAttribute('href')).toMatch(
      new RegExp(`/address/${PAIR.pairAddress}$`),
    )
    expect(screen.getByText('WFTM/USDC')).toBeTruthy()
    for (const name of ['Copy pair address', 'Copy WFTM address', 'Copy USDC address']) {
      expect(screen.getByRole('button', { name })).toBeTruthy()
    }
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await userEvent.click(screen.getByRole('button', { name: 'Copy USDC address' }))
    expect(writeText).toHaveBeenCalledWith(PAIR.tokens[1]?.address)
  })
})

describe('token texts', () => {
  it('shows markup in a token symbol or name as inert text', async () => {
    const payload = '<img src=x onerror="window.hacked=1">'
    const evil = {
      ...PAIR,
      tokens: [{ ...(PAIR.tokens[0] as UniswapPair['tokens'][0]), symbol: payload }, PAIR.tokens[1]!],
    }
    const { container } = render(<PriceCards pair={evil} />)
    expect(container.querySelector('img')).toBeNull()
    expect(screen.getAllByText(new RegExp(payload.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).length).toBe(2)
    expect((window as { hacked?: number }).hacked).toBeUndefined()
  })
})

describe('PairActionsTable', () => {
  const row = (i: number) => ({
    id: `id-${i}`,
    transactionHash: `0x${String(i).repeat(64)}`,
    action: 'Swap WFTM for USDC',
    amounts: ['1.00 WFTM', '0.25 USDC'] as const,
    time: 1_700_000_000,
  })

  it('says when the pair has no transactions', () => {
    render(
      <PairActionsTable
        rows={[]}
        transactionUrl={(h) => h}
        hasNext={false}
        loadingNext={false}
        onLoadNext={() => {}}
      />,
    )
    expect(screen.getByText('No transactions yet.')).toBeTruthy()
  })

  it('lists Action (explorer link), both amounts and Time, and loads more on request', async () => {
    const onLoadNext = vi.fn()
    render(
      <PairActionsTable
        rows={[row(1), row(2)]}
        transactionUrl={(hash) => `https://explorer.test/tx/${hash}`}
        hasNext
        loadingNext={false}
        onLoadNext={onLoadNext}
      />,
    )
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Action',
      'Token amount',
      'Token amount',
      'Time',
    ])
    // On narrow screens each row stacks as label/value lines: every cell names its column.
    for (const tr of screen.getAllByRole('row').slice(1)) {
      expect([...tr.querySelectorAll('td')].map((td) => td.getAttribute('data-label'))).toEqual([
        'Action',
        'Token amount',
        'Token amount',
        'Time',
      ])
    }
    const links = screen.getAllByRole('link', { name: 'Swap WFTM for USDC' })
    expect(links[1]?.getAttribute('href')).toBe(`https://explorer.test/tx/0x${'2'.repeat(64)}`)
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(onLoadNext).toHaveBeenCalled()
  })
})
