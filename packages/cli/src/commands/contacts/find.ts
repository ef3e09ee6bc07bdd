import type { Contact } from '@ftm-wallet/sdk'
import { CliError } from '../../errors/CliError.js'

/** A contact by address (any case) or by name (case-insensitive). */
export function findContact(contacts: readonly Contact[], ref: string): Contact {
  const wanted = ref.trim().toLowerCase()
  const found =
    contacts.find((c) => c.address.toLowerCase() === wanted) ??
    contacts.filter((c) => c.name.toLowerCase() === wanted)
  if (Array.isArray(found)) {
    if (found.length > 1)
      throw new CliError('CONTACT_AMBIGUOUS', `Several contacts are named '${ref}': use the address`)
    if (found.length === 0)
      throw new CliError('CONTACT_NOT_FOUND', `No contact named or at '${ref}' (see \`ftm contacts list\`)`)
    return found[0] as Contact
  }
  return found
}
