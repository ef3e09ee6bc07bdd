import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '../../../test/helpers/renderWithRouter.js'
import { WalletList, type WalletRow } from './WalletList.js'

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const B = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
const wallets: WalletRow[] = [
  {
    address: A,
    name: 'Savings',
    type: 'keystore',
    balance: 1_500_000_000_000_000_000n,
    totalBalance: 3n * 10n ** 18n,
  },
  { address: B, type: 'ledger', balance: undefined, totalBalance: undefined },
]

describe('wallet list', () => {
  it('shows name or address, type, Available and Total in FTM and fiat', () => {
    renderWithRouter(<WalletList wallets={wallets} mode={{ kind: 'link', to: (a) => `/account/${a}` }} />)
    const [first, second] = screen.getAllByRole('listitem')
    const row = within(first as HTMLElement)
    expect(row.getByText('Savings')).toBeTruthy()
    expect(row.getByText('Keystore')).toBeTruthy()
    expect(row.getByText('1.50 FTM')).toBeTruthy()
    expect(row.getByText('$0.75')).toBeTruthy()
    expect(row.getByText('3.00 FTM')).toBeTruthy()
    expect(row.getByRole('link').getAttribute('href')).toBe(`/account/${A}`)
    expect(row.getByRole('button', { name: 'Copy address of Savings' })).toBeTruthy()
    expect(within(second as HTMLElement).getByText('0xfB69…d359')).toBeTruthy()
    expect(within(second as HTMLElement).getByText('Ledger')).toBeTruthy()
  })

  it('picks a wallet in pick mode', () => {
    const onPick = vi.fn()
    renderWithRouter(<WalletList wallets={wallets} mode={{ kind: 'pick', onPick }} activeAddress={A} />)
    fireEvent.click(screen.getByRole('button', { name: '0xfB69…d359' }))
    expect(onPick).toHaveBeenCalledWith(B)
    expect(screen.getByRole('button', { name: 'Savings 0x5aAe…eAed' }).getAttribute('aria-current')).toBe(
      'true',
    )
  })

  it('offers Edit per wallet in edit mode', () => {
    const onEdit = vi.fn()
    renderWithRouter(<WalletList wallets={wallets} mode={{ kind: 'edit', onEdit }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Edit Savings' }))
    expect(onEdit).toHaveBeenCalledWith(A)
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('lists the accounts of one recovery phrase together, each with its path', () => {
    const C = '0x00000000000000000000000000000000000000C1'
    const D = '0x00000000000000000000000000000000000000D1'
    const rows: WalletRow[] = [
      { ...wallets[0]!, group: 'p1', path: "m/44'/60'/0'/0/0" },
      wallets[1]!,
      {
        address: C,
        name: 'Spending',
        type: 'keystore',
        balance: 0n,
        totalBalance: 0n,
        group: 'p1',
        path: "m/44'/60'/0'/0/1",
      },
      {
        address: D,
        name: 'Hidden',
        type: 'keystore',
        balance: 0n,
        totalBalance: 0n,
        group: 'p2',
        path: "m/44'/60'/0'/0/0",
      },
    ]
    renderWithRouter(<WalletList wallets={rows} mode={{ kind: 'link', to: (a) => `/account/${a}` }} />)
    const first = within(screen.getByRole('list', { name: 'Recovery phrase 1' }))
    expect(first.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual([
      `/account/${A}`,
      `/account/${C}`,
    ])
    expect(first.getByText("m/44'/60'/0'/0/1")).toBeTruthy()
    expect(screen.getByText('Recovery phrase 1 · 2 accounts')).toBeTruthy()
    expect(within(screen.getByRole('list', { name: 'Recovery phrase 2' })).getAllByRole('link')).toHaveLength(
      1,
    )
    // The order of the list: the first phrase's group where its first account was, then the Ledger, then phrase 2.
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(
      [A, C, B, D].map((a) => `/account/${a}`),
    )
  })
})
