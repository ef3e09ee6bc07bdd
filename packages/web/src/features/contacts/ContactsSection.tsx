import { useAccounts, useContacts, useContactsService } from '@ftm-wallet/react'
import { Suspense, useState } from 'react'
import { ConfirmRemoveDialog } from '../../ui/ConfirmRemoveDialog.js'
import { lazyNamed } from '../../ui/lazyNamed.js'
import type { ContactDialogMode } from './ContactDialog.js'
import { ContactList, type ContactRow } from './ContactList.js'
import { useResolveName } from './useResolveName.js'

// The window and its checks (the contact rules' schemas) load when it opens, not with the dashboard; the service
// worker precaches them with the dashboard (docs/behaviour/app-shell.md#code-loaded-on-demand).
const ContactDialog = lazyNamed(() => import('./ContactDialog.js'), 'ContactDialog')

/** The dashboard's Contacts list with count; contacts are edited only in the dashboard's edit mode. */
export function ContactsSection({ editMode }: { editMode: boolean }) {
  const { contacts } = useContacts()
  const { accounts } = useAccounts()
  const service = useContactsService()
  const resolveName = useResolveName()
  const [mode, setMode] = useState<ContactDialogMode | undefined>()
  const [removing, setRemoving] = useState<ContactRow | undefined>()

  const edit = (row: ContactRow) => {
    const contact = contacts.find((c) => c.address === row.address)
    if (contact) setMode({ kind: 'edit', contact })
  }

  return (
    <section className="card stack" aria-labelledby="dashboard-contacts">
      <div className="page-head">
        <h2 id="dashboard-contacts">Contacts ({contacts.length})</h2>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => setMode({ kind: 'new' })}
        >
          New Contact
        </button>
      </div>
      <ContactList contacts={contacts} mode={editMode ? { kind: 'edit', onEdit: edit } : { kind: 'view' }} />
      {mode && (
        <Suspense fallback={null}>
          <ContactDialog
            open={!removing}
            onOpenChange={(o) => !o && setMode(undefined)}
            mode={mode}
            contacts={contacts}
            accounts={accounts}
            resolveName={resolveName}
            onSave={async (draft) => {
              if (mode.kind === 'edit')
                await service.updateContact({ address: draft.address, name: draft.name, order: draft.order })
              else await service.addContact(draft)
            }}
            onRemove={mode.kind === 'edit' ? () => setRemoving(mode.contact) : undefined}
          />
        </Suspense>
      )}
      {removing && (
        <ConfirmRemoveDialog
          open
          onOpenChange={(o) => !o && setRemoving(undefined)}
          title="Remove Contact"
          text={`Remove ${removing.name} from your contacts?`}
          confirmLabel="Remove Contact"
          onConfirm={async () => {
            await service.removeContact(removing.address)
            // Removal closes the confirmation and then the edit window (docs/behaviour/contacts.md#contact-dialog).
            setRemoving(undefined)
            setMode(undefined)
          }}
        />
      )}
    </section>
  )
}
