import { NotFoundError } from '../errors/NotFoundError.js'
import { isSameAddress } from '../format/isSameAddress.js'
import { nameSchema, orderSchema } from '../validation/account.js'
import { parseOrThrow } from '../validation/result.js'
import { type Contact, type ContactsState, moveContact, withOrder } from './contactsState.js'

export interface UpdateContactInput {
  /** Identifies the contact; address and blockchain are read-only in the edit dialog. */
  address: string
  name?: string
  /** 1-based target position (1 to count). */
  order?: number | string
}

const find = (state: ContactsState, address: string) => {
  const index = state.contacts.findIndex((c) => isSameAddress(c.address, address))
  if (index === -1) throw new NotFoundError('CONTACT_NOT_FOUND', 'No such contact', { details: { address } })
  return index
}

/** Changes a contact's name and/or moves it (reorder). Returns the same state when nothing changes. */
export function updateContact(
  state: ContactsState,
  input: UpdateContactInput,
): { state: ContactsState; contact: Contact } {
  const index = find(state, input.address)
  const current = state.contacts[index]!
  const name = input.name === undefined ? current.name : parseOrThrow(nameSchema, input.name, 'NAME_BLANK')
  const order =
    input.order === undefined
      ? index + 1
      : parseOrThrow(orderSchema(state.contacts.length), input.order, 'ORDER_OUT_OF_RANGE')
  if (name === current.name && order === index + 1) return { state, contact: current }
  const contacts = moveContact(state.contacts, index, order, { ...current, name })
  return { state: { contacts }, contact: contacts[order - 1]! }
}

/** Removes a contact (after the confirmation window). */
export function removeContact(
  state: ContactsState,
  address: string,
): { state: ContactsState; removed: Contact } {
  const index = find(state, address)
  return {
    state: { contacts: withOrder(state.contacts.filter((_, i) => i !== index)) },
    removed: state.contacts[index]!,
  }
}
