import type { ContactRow } from './ContactList.js'

/**
 * The name of the Opera contact with this address (any letter case), or undefined: the confirmation of a send
 * keeps naming the contact picked in the form (docs/behaviour/contacts.md#in-the-send-form).
 */
export function contactName(contacts: readonly ContactRow[], address: string): string | undefined {
  const wanted = address.toLowerCase()
  const found = contacts.find((c) => c.blockchain === 'fantom' && c.address.toLowerCase() === wanted)
  return found?.name.trim() || undefined
}
