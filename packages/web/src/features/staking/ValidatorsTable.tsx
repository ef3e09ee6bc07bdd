import { formatShortAddress, formatTokenValue, type StakerListItem, stakingTexts } from '@ftm-wallet/sdk'
import { useState } from 'react'
import { Pager } from '../../ui/Pager.js'
import { SortableHeader } from '../../ui/SortableHeader.js'
import { clampPage, sortRows, useTableSort } from '../../ui/tableSort.js'

export interface ValidatorsTableProps {
  validators: readonly StakerListItem[]
  explorerAddress: (address: string) => string | undefined
  /** Rows a page (default {@link VALIDATORS_PAGE_SIZE}). */
  pageSize?: number
  /** The page shown (1-based) when the caller keeps it (the page's URL); without it the table keeps its own. */
  page?: number
  onPage?: (page: number) => void
}

/** FTM in whole units with grouping (stakes are large). */
export const whole = (wei: bigint) => formatTokenValue(wei, { displayDecimals: 0 }).replace('…', '')

/** Rows per page of the validator list (the generic page size, docs/behaviour/app-shell.md#tables). */
export const VALIDATORS_PAGE_SIZE = 20

const COLUMNS: readonly (readonly [string, string | undefined])[] = [
  ['ID', 'id'],
  ['Logo', undefined],
  ['Name', 'name'],
  ['Address', undefined],
  ['Proof of Importance', undefined],
  ['Created On', 'created'],
  ['Self-Staked', 'selfStaked'],
  ['Delegated', 'delegated'],
  ['Total Staked', 'totalStaked'],
  ['Link', undefined],
]

const SORT_VALUES: Record<string, (v: StakerListItem) => bigint | number | string> = {
  id: (v) => v.id,
  name: (v) => v.stakerInfo?.name || stakingTexts.unknownValidator,
  created: (v) => v.createdTime,
  selfStaked: (v) => v.stake,
  delegated: (v) => v.delegatedMe,
  totalStaked: (v) => v.totalStake ?? 0n,
}
const SORT_KEYS = Object.keys(SORT_VALUES)

/**
 * The validator list (docs/behaviour/staking.md#screens): ID, Logo, Name, Address, …, Link; labels Offline, Unknown,
 * Flagged; sortable by its value columns (the order is remembered) and paged 20 at a time
 * (docs/behaviour/app-shell.md#tables).
 */
export function ValidatorsTable({
  validators,
  explorerAddress,
  pageSize = VALIDATORS_PAGE_SIZE,
  page: givenPage,
  onPage,
}: ValidatorsTableProps) {
  const { sort, toggle } = useTableSort('validators', SORT_KEYS, { sortBy: 'id', sortDir: 'asc' })
  const [ownPage, setOwnPage] = useState(1)
  const page = givenPage ?? ownPage
  const setPage = onPage ?? setOwnPage
  if (validators.length === 0) return <p className="muted">No validators.</p>
  const sorted = sortRows(validators, sort, SORT_VALUES)
  const size = Math.max(1, Math.trunc(pageSize))
  const pageCount = Math.ceil(sorted.length / size)
  const current = clampPage(page, pageCount)
  const shown = sorted.slice((current - 1) * size, current * size)
  return (
    <div className="stack">
      <div className="table-wrap">
        <table className="table">
          <thead>
            <tr>
              {COLUMNS.map(([label, key]) => (
                <SortableHeader key={label} label={label} sortKey={key} sort={sort} onSort={toggle} />
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((v) => (
              <tr key={v.id.toString()}>
                <td>{v.id.toString()}</td>
                <td>
                  {v.stakerInfo?.logoUrl ? (
                    <img src={v.stakerInfo.logoUrl} alt="" width={24} height={24} />
                  ) : (
                    '-'
                  )}
                </td>
                <td>
                  {v.stakerInfo?.name || stakingTexts.unknownValidator}
                  {v.isOffline && <span className="badge">{stakingTexts.offline}</span>}
                  {v.isCheater && <span className="badge">{stakingTexts.flagged}</span>}
                </td>
                <td className="mono">
                  <a href={explorerAddress(v.stakerAddress)} target="_blank" rel="noopener noreferrer">
                    {formatShortAddress(v.stakerAddress)}
                  </a>
                </td>
                <td>-</td>
                <td>{new Date(v.createdTime * 1000).toLocaleDateString()}</td>
                <td>{whole(v.stake)}</td>
                <td>{whole(v.delegatedMe)}</td>
                <td>{whole(v.totalStake ?? 0n)}</td>
                <td>
                  {v.stakerInfo?.website ? (
                    <a href={v.stakerInfo.website} target="_blank" rel="noopener noreferrer">
                      Website
                    </a>
                  ) : (
                    '-'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageCount > 1 && (
        <Pager page={current} pageCount={pageCount} onPage={setPage} label="Validator pages" />
      )}
    </div>
  )
}
