import { describe, expect, it } from 'vitest'
import { addContact } from './addContact.js'
import { type ContactsState, contactsStateSchema, EMPTY_CONTACTS_STATE } from './contactsState.js'
import { removeContact, updateContact } from './updateContact.js'

const A = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const B = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'
const BNB = `bnb${'1'.repeat(39)}`

const three = (): ContactsState => {
  let state = EMPTY_CONTACTS_STATE
  state = addContact(state, { address: A }).state
  state = addContact(state, { address: B, blockchain: 'ethereum', name: 'Exchange' }).state
  return addContact(state, { address: BNB, blockchain: 'binance' }).state
}

describe('contact rules', () => {
  it("adds with default name 'Contact N', Fantom by default, last by default", () => {
    const state = three()
    expect(state.contacts.map((c) => [c.name, c.blockchain, c.order])).toEqual([
      ['Contact 1', 'fantom', 1],
      ['Exchange', 'ethereum', 2],
      ['Contact 3', 'binance', 3],
    ])
    expect(contactsStateSchema.safeParse(state).success).toBe(true)
  })

  it('ignores a duplicate address', () => {
    const state = three()
    const again = addContact(state, { address: A.toLowerCase(), name: 'Other' })
    expect(again).toMatchObject({ added: false, state })
  })

  it('inserts at a given order from 1 to N + 1', () => {
    const { state, contact } = addContact(three(), {
      address: '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      order: 1,
    })
    expect(contact.order).toBe(1)
    expect(state.contacts.map((c) => c.order)).toEqual([1, 2, 3, 4])
    expect(() =>
      addContact(three(), { address: '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB', order: 5 }),
    ).toThrow(
      expect.objectContaining({ code: 'ORDER_OUT_OF_RANGE', message: 'Value must be between 1 and 4' }),
    )
  })

  it('rejects bad input with the spec messages', () => {
    expect(() => addContact(EMPTY_CONTACTS_STATE, { address: '' })).toThrow(
      expect.objectContaining({ message: 'This field cannot be blank' }),
    )
    expect(() => addContact(EMPTY_CONTACTS_STATE, { address: BNB })).toThrow(
      expect.objectContaining({ message: 'Not valid Fantom address' }),
    )
    expect(() => addContact(EMPTY_CONTACTS_STATE, { address: A, blockchain: 'binance' })).toThrow(
      expect.objectContaining({ message: 'Not valid binance address' }),
    )
    expect(() => addContact(EMPTY_CONTACTS_STATE, { address: A, blockchain: 'tron' as never })).toThrow(
      expect.objectContaining({ code: 'BLOCKCHAIN_INVALID' }),
    )
  })

  it('changes the name and reorders, writing nothing when nothing changes', () => {
    const state = three()
    const { state: moved } = updateContact(state, { address: BNB, name: ' BNB pal ', order: 1 })
    expect(moved.contacts.map((c) => [c.name, c.order])).toEqual([
      ['BNB pal', 1],
      ['Contact 1', 2],
      ['Exchange', 3],
    ])
    expect(updateContact(state, { address: A, name: 'Contact 1', order: 1 }).state).toBe(state)
    expect(() => updateContact(state, { address: A, name: ' ' })).toThrow(
      expect.objectContaining({ code: 'NAME_BLANK' }),
    )
    expect(() => updateContact(state, { address: A, order: 4 })).toThrow(
      expect.objectContaining({ message: 'Value must be between 1 and 3' }),
    )
  })

  it('removes and renumbers; unknown contacts fail typed', () => {
    const { state, removed } = removeContact(three(), B.toLowerCase())
    expect(removed.name).toBe('Exchange')
    expect(state.contacts.map((c) => c.order)).toEqual([1, 2])
    expect(() => removeContact(state, B)).toThrow(expect.objectContaining({ code: 'CONTACT_NOT_FOUND' }))
  })
})
