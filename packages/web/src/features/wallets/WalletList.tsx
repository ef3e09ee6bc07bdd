import { formatShortAddress } from '@ftm-wallet/sdk'
import { Link } from 'react-router'
import { CopyButton } from '../../ui/CopyButton.js'
import { FiatAmount, FtmAmount } from '../../ui/display.js'
import { accountTypeLabel } from './accountTypeLabel.js'

export interface WalletRow {
  address: string
  name?: string | undefined
  type: string
  /** Available balance in wei (undefined while loading). */
  balance: bigint | undefined
  totalBalance: bigint | undefined
  /** The recovery phrase it comes from (accounts of one phrase are listed together) and its derivation path. */
  group?: string | undefined
  path?: string | undefined
}

/**
 * The list in display order, with the accounts of one recovery phrase gathered at the place of the group's first
 * account (docs/behaviour/wallets-and-accounts.md#wallet-list).
 */
export function groupWalletRows(
  rows: readonly WalletRow[],
): (WalletRow | { group: string; rows: WalletRow[] })[] {
  const out: (WalletRow | { group: string; rows: WalletRow[] })[] = []
  const groups = new Map<string, WalletRow[]>()
  for (const row of rows) {
    if (!row.group) {
      out.push(row)
      continue
    }
    const members = groups.get(row.group)
    if (members) members.push(row)
    else {
      const created = [row]
      groups.set(row.group, created)
      out.push({ group: row.group, rows: created })
    }
  }
  return out
}

export type WalletListMode =
  /** Each row links to a route of that wallet. */
  | { kind: 'link'; to: (address: string) => string }
  /** Each row picks the wallet. */
  | { kind: 'pick'; onPick: (address: string) => void }
  /** Each row has an Edit button. */
  | { kind: 'edit'; onEdit: (address: string) => void }

export interface WalletListProps {
  wallets: readonly WalletRow[]
  mode: WalletListMode
  activeAddress?: string | undefined
  /** Accessible name of the list. */
  label?: string
}

/**
 * Wallets with name or address, copy button, type label, Available and Total in FTM and fiat
 * (docs/behaviour/wallets-and-accounts.md#wallet-list).
 */
export function WalletList({ wallets, mode, activeAddress, label = 'Wallets' }: WalletListProps) {
  let phraseNumber = 0
  return (
    <ul className="item-list" aria-label={label}>
      {groupWalletRows(wallets).map((entry) => {
        if ('rows' in entry) {
          phraseNumber += 1
          const name = `Recovery phrase ${phraseNumber}`
          return (
            <li key={`group-${entry.group}`} className="stack wallet-group">
              <span className="muted">
                {name} · {entry.rows.length} {entry.rows.length === 1 ? 'account' : 'accounts'}
              </span>
              <ul className="item-list" aria-label={name}>
                {entry.rows.map((w) => (
                  <WalletListRow key={w.address} w={w} mode={mode} activeAddress={activeAddress} />
                ))}
              </ul>
            </li>
          )
        }
        return <WalletListRow key={entry.address} w={entry} mode={mode} activeAddress={activeAddress} />
      })}
    </ul>
  )
}

function WalletListRow({
  w,
  mode,
  activeAddress,
}: {
  w: WalletRow
  mode: WalletListMode
  activeAddress?: string | undefined
}) {
  const title = w.name || formatShortAddress(w.address)
  const active = activeAddress?.toLowerCase() === w.address.toLowerCase()
  const body = (
    <>
      <span className="wallet-name">{title}</span>
      {w.name && <span className="muted mono"> {formatShortAddress(w.address)}</span>}
      {w.path && <span className="muted mono"> {w.path}</span>}
    </>
  )
  return (
    <li key={w.address} className="item-row" data-active={active}>
      {mode.kind === 'link' && (
        <Link className="grow" to={mode.to(w.address)} aria-current={active ? 'true' : undefined}>
          {body}
        </Link>
      )}
      {mode.kind === 'pick' && (
        <button
          type="button"
          className="item-pick"
          onClick={() => mode.onPick(w.address)}
          aria-current={active ? 'true' : undefined}
        >
          {body}
        </button>
      )}
      {mode.kind === 'edit' && <span className="grow">{body}</span>}
      <CopyButton text={w.address} label={`Copy address of ${title}`} />
      <span className="badge">{accountTypeLabel(w.type)}</span>
      <dl className="balance-pair">
        <div>
          <dt>Available</dt>
          <dd>
            <FtmAmount wei={w.balance} />{' '}
            <span className="muted">
              (<FiatAmount wei={w.balance} />)
            </span>
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>
            <FtmAmount wei={w.totalBalance} />{' '}
            <span className="muted">
              (<FiatAmount wei={w.totalBalance} />)
            </span>
          </dd>
        </div>
      </dl>
      {mode.kind === 'edit' && (
        <button type="button" className="btn btn-secondary btn-small" onClick={() => mode.onEdit(w.address)}>
          Edit <span className="visually-hidden">{title}</span>
        </button>
      )}
    </li>
  )
}
