import { formatShortAddress } from '@ftm-wallet/sdk'
import type { KeyboardEvent } from 'react'
import { blockchainLabel } from './blockchainLabel.js'

export interface ContactRow {
  address: string
  name: string
  blockchain: string
}

export interface ContactListProps {
  contacts: readonly ContactRow[]
  /** edit: each row has an Edit button (dashboard edit mode); pick: a click or Enter picks the contact. */
  mode:
    | { kind: 'view' }
    | { kind: 'edit'; onEdit: (c: ContactRow) => void }
    | { kind: 'pick'; onPick: (c: ContactRow) => void }
  label?: string
}

export function ContactList({ contacts, mode, label = 'Contacts' }: ContactListProps) {
  if (contacts.length === 0) return <p className="muted">No contacts yet.</p>
  return (
    <ul className="item-list" aria-label={label}>
      {contacts.map((c) => {
        const body = (
          <>
            <span className="contact-name">{c.name}</span>{' '}
            <span className="muted mono" title={c.address}>
              {formatShortAddress(c.address)}
            </span>
          </>
        )
        const onKeyDown = (e: KeyboardEvent) => {
          if (mode.kind === 'pick' && e.key === 'Enter') mode.onPick(c)
        }
        return (
          <li key={`${c.blockchain}:${c.address}`} className="item-row">
            {mode.kind === 'pick' ? (
              <button
                type="button"
                className="item-pick"
                onClick={() => mode.onPick(c)}
                onKeyDown={onKeyDown}
              >
                {body}
              </button>
            ) : (
              <span className="grow">{body}</span>
            )}
            <span className="badge">{blockchainLabel(c.blockchain)}</span>
            {mode.kind === 'edit' && (
              <button type="button" className="btn btn-secondary btn-small" onClick={() => mode.onEdit(c)}>
                Edit <span className="visually-hidden">{c.name}</span>
              </button>
            )}
          </li>
        )
      })}
    </ul>
  )
}
