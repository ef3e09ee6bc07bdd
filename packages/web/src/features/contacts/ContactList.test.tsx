import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ContactList } from './ContactList.js'

const contacts = [
  { address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', name: 'Alice', blockchain: 'fantom' },
  { address: 'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2', name: 'Bob', blockchain: 'binance' },
]

describe('contact list', () => {
  it('says so when there are no contacts', () => {
    render(<ContactList contacts={[]} mode={{ kind: 'view' }} />)
    expect(screen.getByText('No contacts yet.')).toBeTruthy()
  })

  it('lists names, short addresses and blockchains; editing only in edit mode', () => {
    const onEdit = vi.fn()
    const { rerender } = render(<ContactList contacts={contacts} mode={{ kind: 'view' }} />)
    expect(screen.getByText('Fantom Opera')).toBeTruthy()
    expect(screen.getByText('Binance Chain')).toBeTruthy()
    expect(screen.queryByRole('button')).toBeNull()
    rerender(<ContactList contacts={contacts} mode={{ kind: 'edit', onEdit }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Edit Bob' }))
    expect(onEdit).toHaveBeenCalledWith(contacts[1])
  })

  it('picks a contact by click or Enter in pick mode', () => {
    const onPick = vi.fn()
    render(<ContactList contacts={contacts} mode={{ kind: 'pick', onPick }} />)
    fireEvent.click(screen.getByRole('button', { name: /Alice/ }))
    fireEvent.keyDown(screen.getByRole('button', { name: /Bob/ }), { key: 'Enter' })
    expect(onPick.mock.calls.map((c) => c[0].name)).toEqual(['Alice', 'Bob'])
  })
})
