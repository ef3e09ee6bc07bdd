import { useAccounts, useContacts, useContactsService } from '@ftm-wallet/react'
import { type ReactNode, useCallback, useMemo, useState } from 'react'
import { ContactDialog } from './ContactDialog.js'
import { useResolveName } from './useResolveName.js'

export interface AddContactDialog {
  /** Opens the prefilled 'Add Contact' window for a Fantom address (docs/behaviour/contacts.md#saving-a-recipient). */
  open: (address: string) => void
  /** Whether the address is already a contact or one of the user's accounts (nothing to save then). */
  isKnown: (address: string) => boolean
  /** The window; render it once in the screen. */
  dialog: ReactNode
}

/**
 * The 'Add Contact' window of a screen that shows addresses (the send form, a history row): prefilled with the
 * address on Fantom, saved into the contacts (docs/behaviour/contacts.md#saving-a-recipient).
 */
export function useAddContactDialog(): AddContactDialog {
  const { contacts } = useContacts()
  const { accounts } = useAccounts()
  const service = useContactsService()
  const resolveName = useResolveName()
  const [address, setAddress] = useState<string | undefined>()
  const known = useMemo(
    () => new Set([...contacts, ...accounts].map((c) => c.address.toLowerCase())),
    [contacts, accounts],
  )
  const isKnown = useCallback((value: string) => known.has(value.toLowerCase()), [known])
  const mode = useMemo(
    () => ({ kind: 'add' as const, address: address ?? '', blockchain: 'fantom' as const }),
    [address],
  )
  const dialog =
    address === undefined ? null : (
      <ContactDialog
        open
        onOpenChange={(o) => !o && setAddress(undefined)}
        mode={mode}
        contacts={contacts}
        accounts={accounts}
        resolveName={resolveName}
        onSave={async (draft) => {
          await service.addContact(draft)
        }}
      />
    )
  return { open: setAddress, isKnown, dialog }
}
