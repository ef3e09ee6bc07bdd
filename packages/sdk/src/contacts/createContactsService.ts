import { CONTACTS_SCHEMA_VERSION } from '../constants/settings.js'
import { createPersistedStore, type StoreListener } from '../storage/createPersistedStore.js'
import type { KeyValueStorage } from '../storage/types.js'
import { type AddContactInput, addContact } from './addContact.js'
import {
  type Contact,
  type ContactsState,
  contactsStateSchema,
  EMPTY_CONTACTS_STATE,
} from './contactsState.js'
import { removeContact, type UpdateContactInput, updateContact } from './updateContact.js'

export interface CreateContactsServiceParameters {
  storage: KeyValueStorage
  now?: () => number
}

/**
 * The address book with the rules of docs/behaviour/contacts.md#contact-list. Every method validates first and writes
 * all or nothing.
 */
export interface ContactsService {
  getState(): ContactsState
  subscribe(listener: StoreListener<ContactsState>): () => void
  /** Adds a contact, or returns the existing one with that address (nothing written). */
  addContact(input: AddContactInput): Promise<Contact>
  updateContact(input: UpdateContactInput): Promise<Contact>
  removeContact(address: string): Promise<Contact>
  readonly loaded: { quarantinedKey?: string }
}

export const CONTACTS_RECORD_KEY = 'contacts'

/** Loads the contact list (a corrupt record is moved aside) and returns the service. */
export async function createContactsService({
  storage,
  now,
}: CreateContactsServiceParameters): Promise<ContactsService> {
  const store = await createPersistedStore({
    storage,
    key: CONTACTS_RECORD_KEY,
    schema: contactsStateSchema,
    version: CONTACTS_SCHEMA_VERSION,
    defaults: EMPTY_CONTACTS_STATE,
    ...(now ? { now } : {}),
  })
  // Each rule runs inside the store's queue, on the state as it is when the change applies.
  const change = async <R extends { state: ContactsState }>(
    rule: (state: ContactsState) => R,
  ): Promise<R> => {
    let result: R | undefined
    await store.update((state) => {
      result = rule(state)
      return result.state
    })
    return result!
  }
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    addContact: async (input) => (await change((state) => addContact(state, input))).contact,
    updateContact: async (input) => (await change((state) => updateContact(state, input))).contact,
    removeContact: async (address) => (await change((state) => removeContact(state, address))).removed,
    loaded: store.loaded,
  }
}
