import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AssetList } from './AssetList.js'
import { E18, FUSD, SFTM, WFTM } from './fmintTokens.test-util.js'
import { type OverviewRow, OverviewTable } from './OverviewTable.js'
import { PositionsTables } from './PositionsTables.js'

const WALLET = '0x1111111111111111111111111111111111111111'
const account = { collateralValue: 300n * E18, debtValue: 20n * E18 }
const row = (token: typeof WFTM, collateral: bigint, debt: bigint, actions: OverviewRow['actions']) => ({
  wallet: WALLET,
  walletName: 'Wallet 1',
  token,
  collateral,
  debt,
  account,
  ratioText: '1,500.00%',
  rewardsText: '1.00 WFTM / 0.00 WFTM',
  actions,
})

const positionRows = [
  {
    token: WFTM,
    collateral: 600n * E18,
    collateralValue: 300n * E18,
    debt: 0n,
    debtValue: 0n,
    available: E18,
  },
  { token: SFTM, collateral: 0n, collateralValue: 0n, debt: 0n, debtValue: 0n, available: 0n },
  { token: FUSD, collateral: 0n, collateralValue: 0n, debt: 20n * E18, debtValue: 20n * E18, available: 0n },
]

afterEach(() => localStorage.clear())

describe('fMint overview tables', () => {
  it('shows the overview columns, the c-ratio and rewards, and sends row actions and row opens', () => {
    const onAction = vi.fn()
    const onOpen = vi.fn()
    const rows = [
      row(WFTM, 600n * E18, 0n, ['Lock', 'Unlock', 'Swap']),
      row(FUSD, 0n, 20n * E18, ['Mint', 'Repay']),
    ]
    render(<OverviewTable rows={rows} onAction={onAction} onOpen={onOpen} />)
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent)
    expect(headers).toEqual([
      'Wallet',
      'Asset',
      'Amount',
      'C-Ratio',
      'Est. Pending / Stashed Rewards',
      'Actions',
    ])
    const first = within(screen.getAllByRole('row')[1] as HTMLElement)
    expect(first.getByText('600.00')).toBeTruthy()
    expect(first.getByText('1,500.00%')).toBeTruthy()
    expect(first.getByText('1.00 WFTM / 0.00 WFTM')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Unlock WFTM (Wallet 1)' }))
    expect(onAction).toHaveBeenCalledWith(rows[0], 'Unlock')
    fireEvent.click(screen.getByRole('button', { name: 'FUSD' }))
    expect(onOpen).toHaveBeenCalledWith(rows[1])
  })

  it('lists collateral positions with Lock/Unlock/Swap and synths with Mint/Repay', () => {
    const onAction = vi.fn()
    render(<PositionsTables rows={positionRows} onAction={onAction} />)
    const collateral = within(screen.getByRole('table', { name: 'Collateral Positions' }))
    expect(collateral.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Asset',
      'Amount',
      'Amount (fUSD)',
      'Actions',
    ])
    expect(collateral.getByRole('button', { name: 'Unlock WFTM' })).toBeTruthy()
    expect(collateral.queryByRole('button', { name: 'Unlock SFTM' })).toBeNull()
    expect(collateral.queryByRole('button', { name: 'Swap SFTM' })).toBeNull()
    const synths = within(screen.getByRole('table', { name: 'Synths Positions' }))
    fireEvent.click(synths.getByRole('button', { name: 'Repay FUSD' }))
    expect(onAction).toHaveBeenCalledWith(FUSD, 'Repay')
  })

  it('lists assets with supply in whole units and Send except for SFTM', () => {
    render(
      <MemoryRouter>
        <AssetList rows={positionRows} address={WALLET} />
      </MemoryRouter>,
    )
    const table = within(screen.getByRole('table', { name: 'Assets' }))
    expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Asset',
      'Available',
      'Deposited',
      'Borrowed',
      'Supply',
      'Actions',
    ])
    expect(table.getAllByText('1,000,000')).toHaveLength(3)
    expect(table.getByRole('link', { name: 'Send WFTM' }).getAttribute('href')).toBe(
      `/account/${WALLET}/send-erc20/${WFTM.address}`,
    )
    expect(table.queryByRole('link', { name: 'Send SFTM' })).toBeNull()
  })

  it('says so instead of bare headers when a table has no rows (docs/behaviour/app-shell.md#tables)', () => {
    const { unmount } = render(<OverviewTable rows={[]} onAction={vi.fn()} onOpen={vi.fn()} />)
    expect(screen.getByText('No fMint positions yet.')).toBeTruthy()
    expect(screen.queryByRole('columnheader')).toBeNull()
    unmount()
    render(<PositionsTables rows={[]} onAction={vi.fn()} />)
    expect(screen.getAllByText('No positions yet.')).toHaveLength(2)
    expect(screen.queryByRole('columnheader')).toBeNull()
  })

  it('sorts the overview by C-Ratio and rewards, and each positions table on its own (docs/behaviour/app-shell.md#tables)', () => {
    const second = {
      ...row(FUSD, 0n, 5n * E18, ['Mint', 'Repay']),
      walletName: 'Wallet 2',
      wallet: `0x${'2'.repeat(40)}`,
    }
    const rows: OverviewRow[] = [
      { ...row(WFTM, 600n * E18, 0n, ['Lock']), ratio4: 150_000n, rewardsTotal: 3n * E18 },
      { ...second, ratio4: 40_000n, rewardsTotal: E18 },
      { ...row(SFTM, E18, 0n, ['Lock']), ratio4: undefined, rewardsTotal: undefined },
    ]
    const { unmount } = render(<OverviewTable rows={rows} onAction={vi.fn()} onOpen={vi.fn()} />)
    const assets = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[1]?.textContent)
    // The rows' own order until a header is pressed.
    expect(assets()).toEqual(['WFTM', 'FUSD', 'SFTM'])
    fireEvent.click(screen.getByRole('button', { name: 'C-Ratio' }))
    expect(assets()).toEqual(['SFTM', 'FUSD', 'WFTM'])
    fireEvent.click(screen.getByRole('button', { name: 'Est. Pending / Stashed Rewards' }))
    fireEvent.click(screen.getByRole('button', { name: 'Est. Pending / Stashed Rewards' }))
    expect(assets()).toEqual(['WFTM', 'FUSD', 'SFTM'])
    expect(JSON.parse(localStorage.getItem('ftm-wallet:table-sort:fmint-overview') ?? '')).toEqual({
      sortBy: 'rewards',
      sortDir: 'desc',
    })
    unmount()

    render(<PositionsTables rows={positionRows} onAction={vi.fn()} />)
    const collateral = within(screen.getByRole('table', { name: 'Collateral Positions' }))
    const symbols = () =>
      collateral
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]?.textContent)
    expect(symbols()).toEqual(['SFTM', 'WFTM'])
    fireEvent.click(collateral.getByRole('button', { name: 'Amount' }))
    fireEvent.click(collateral.getByRole('button', { name: 'Amount' }))
    expect(symbols()).toEqual(['WFTM', 'SFTM'])
    expect(localStorage.getItem('ftm-wallet:table-sort:fmint-collateral')).toBe(
      '{"sortBy":"amount","sortDir":"desc"}',
    )
    expect(localStorage.getItem('ftm-wallet:table-sort:fmint-synths')).toBeNull()
  })
})
