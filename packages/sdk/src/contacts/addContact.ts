import { DEFAULT_BLOCKCHAIN, DEFAULT_CONTACT_NAME_PREFIX } from '../constants/settings.js'
import { ValidationError } from '../errors/ValidationError.js'
import { isSameAddress } from '../format/isSameAddress.js'
import { nameSchema, orderSchema } from '../validation/account.js'
import { addressSchema, type Blockchain, blockchainSchema } from '../validation/address.js'
import { MESSAGES } from '../validation/messages.js'
import { parseOrThrow } from '../validation/result.js'
import { type Contact, type ContactsState, moveContact } from './contactsState.js'

export interface AddContactInput {
  address: string
  /** Default 'Contact N' (N = count + 1). */
  name?: string
  /** Default Fantom. */
  blockchain?: Blockchain
  /** 1-based position from 1 to count + 1; default last. */
  order?: number | string
}

export interface AddContactResult {
  state: ContactsState
  contact: Contact
  /** False when a contact with this address exists: the add is ignored (docs/behaviour/contacts.md#contact-list). */
  added: boolean
}

/**
 * Adds a contact. The form shows 'Address already exists' for a duplicate (validateContactAddress); the rule
 * itself ignores one, as the spec says.
 */
export function addContact(state: ContactsState, input: AddContactInput): AddContactResult {
  if (typeof input !== 'object' || input === null) throw new ValidationError('NAME_BLANK', MESSAGES.blank)
  const blockchain = parseOrThrow(
    blockchainSchema,
    input.blockchain ?? DEFAULT_BLOCKCHAIN,
    'BLOCKCHAIN_INVALID',
  )
  if (typeof input.address !== 'string' || input.address.trim() === '') {
    throw new ValidationError('NAME_BLANK', MESSAGES.blank, { details: { field: 'address' } })
  }
  const address = parseOrThrow(addressSchema(blockchain), input.address, 'ADDRESS_INVALID')
  const existing = state.contacts.find((c) => isSameAddress(c.address, address))
  if (existing) return { state, contact: existing, added: false }
  const count = state.contacts.length
  const name =
    input.name === undefined || input.name.trim() === ''
      ? `${DEFAULT_CONTACT_NAME_PREFIX} ${count + 1}`
      : parseOrThrow(nameSchema, input.name, 'NAME_BLANK')
  const order =
    input.order === undefined
      ? count + 1
      : parseOrThrow(orderSchema(count + 1), input.order, 'ORDER_OUT_OF_RANGE')
  const contact: Contact = { address, name, blockchain, order }
  const contacts = moveContact([...state.contacts, contact], count, order, contact)
  return { state: { contacts }, contact: contacts[order - 1]!, added: true }
}
