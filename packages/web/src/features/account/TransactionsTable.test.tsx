import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '../../../test/helpers/renderWithRouter.js'
import { type TransactionRow, TransactionsTable } from './TransactionsTable.js'

const explorer = {
  transaction: (h: string) => `https://explorer.test/tx/${h}`,
  address: (a: string) => `https://explorer.test/address/${a}`,
}
const C = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const rows: TransactionRow[] = [
  {
    hash: '0x01',
    counterparty: C,
    action: 'Transfer',
    amount: 2n * 10n ** 18n,
    state: 'success',
    timestamp: 1_700_000_000,
  },
  {
    hash: '0x02',
    counterparty: C,
    counterpartyName: 'Bob',
    action: 'Transfer',
    memo: 'rent',
    amount: -(10n ** 17n),
    state: 'error',
    timestamp: 1_700_000_100,
  },
  {
    hash: '0x03',
    counterparty: undefined,
    action: 'Contract creation',
    amount: 0n,
    state: 'pending',
    timestamp: 1_700_000_200,
  },
]

describe('transactions table', () => {
  it('has the no-items text when empty', () => {
    renderWithRouter(
      <TransactionsTable
        rows={[]}
        explorer={explorer}
        hasNext={false}
        loadingNext={false}
        onLoadNext={() => {}}
      />,
    )
    expect(screen.getByText('No transactions yet.')).toBeTruthy()
  })

  it('shows status, explorer links and signed amounts', () => {
    renderWithRouter(
      <TransactionsTable
        rows={rows}
        explorer={explorer}
        hasNext={false}
        loadingNext={false}
        onLoadNext={() => {}}
      />,
    )
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent)
    expect(headers).toEqual(['Status', 'Time', 'Transaction', 'Address', 'Amount'])
    const [, first, second, third] = screen.getAllByRole('row')
    const r1 = within(first as HTMLElement)
    expect(r1.getByText('Success')).toBeTruthy()
    expect(r1.getAllByRole('link')[0]?.getAttribute('href')).toBe('https://explorer.test/tx/0x01')
    expect(r1.getAllByRole('link')[1]?.getAttribute('href')).toBe(`https://explorer.test/address/${C}`)
    expect(r1.getByText('+2.00 FTM')).toBeTruthy()
    expect(r1.getByRole('link', { name: '0x5aAe…eAed' })).toBeTruthy()
    const r2 = within(second as HTMLElement)
    expect(r2.getByText('-0.10 FTM')).toBeTruthy()
    expect(r2.getByRole('cell', { name: 'Transfer Memo: rent' })).toBeTruthy()
    expect(r2.getByRole('link', { name: 'Bob' }).getAttribute('title')).toBe(C)
    expect(within(third as HTMLElement).getByText('Contract creation')).toBeTruthy()
    expect(within(second as HTMLElement).getByText('Error')).toBeTruthy()
    expect(within(third as HTMLElement).getByText('0.00 FTM')).toBeTruthy()
    expect(within(third as HTMLElement).getByText('Pending')).toBeTruthy()
  })

  it('loads the next page on request while there is one', () => {
    const onLoadNext = vi.fn()
    renderWithRouter(
      <TransactionsTable
        rows={rows}
        explorer={explorer}
        hasNext
        loadingNext={false}
        onLoadNext={onLoadNext}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(onLoadNext).toHaveBeenCalledOnce()
  })
})
