import type { ContactsService, ContactsState } from '@ftm-wallet/sdk'
import { useSyncExternalStore } from 'react'
import { useWallet } from '../provider/WalletProvider.js'

/** The address book in display order; re-renders on every saved change. */
export function useContacts(): ContactsState {
  const { contacts } = useWallet().services
  return useSyncExternalStore(contacts.subscribe, contacts.getState, contacts.getState)
}

/** The address book's actions (addContact, updateContact, removeContact), with the SDK's rules. */
export function useContactsService(): ContactsService {
  return useWallet().services.contacts
}
