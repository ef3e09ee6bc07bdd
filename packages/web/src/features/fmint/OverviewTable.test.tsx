import { fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
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
})
