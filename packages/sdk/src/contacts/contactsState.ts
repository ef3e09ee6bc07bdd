// zod/mini: the contact list loads with every first screen (docs/decisions.md#size-budgets).
import * as z from 'zod/mini'
import { BLOCKCHAINS } from '../constants/settings.js'
import { type Blockchain, isValidAddress } from '../validation/address.js'

/** An address-book entry (docs/behaviour/contacts.md#contact-list). Stored locally; contacts make no server calls. */
export interface Contact {
  /** Checksum form on Fantom and ethereum; as typed (trimmed) on binance. */
  address: string
  name: string
  blockchain: Blockchain
  /** 1-based position, kept equal to the index + 1. */
  order: number
}

export interface ContactsState {
  contacts: Contact[]
}

export const EMPTY_CONTACTS_STATE: ContactsState = { contacts: [] }

export const contactSchema = /* @__PURE__ */ z
  .object({
    address: /* @__PURE__ */ z.string(),
    name: /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.minLength(1)),
    blockchain: /* @__PURE__ */ z.enum(BLOCKCHAINS),
    order: /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.positive()),
  })
  .check(/* @__PURE__ */ z.refine((contact) => isValidAddress(contact.address, contact.blockchain)))

/** Persisted contact list: valid entries, unique addresses, orders 1..N in sequence. */
export const contactsStateSchema = /* @__PURE__ */ z
  .object({ contacts: /* @__PURE__ */ z.array(contactSchema) })
  .check(
    /* @__PURE__ */ z.refine(({ contacts }) => {
      const unique = new Set(contacts.map((c) => c.address.toLowerCase())).size === contacts.length
      return unique && contacts.every((c, i) => c.order === i + 1)
    }),
  )

export const withOrder = (contacts: readonly Contact[]): Contact[] =>
  contacts.map((contact, i) => (contact.order === i + 1 ? contact : { ...contact, order: i + 1 }))

/** Moves the item at `from` to the 1-based position `to` and renumbers. */
export function moveContact(
  contacts: readonly Contact[],
  from: number,
  to: number,
  replacement: Contact,
): Contact[] {
  const others = contacts.filter((_, i) => i !== from)
  return withOrder([...others.slice(0, to - 1), replacement, ...others.slice(to - 1)])
}
