import { useStakers } from '@ftm-wallet/react'
import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { readPageQuery } from '../../ui/tableSort.js'
import { useExplorer } from '../../ui/useExplorer.js'
import { VALIDATORS_PAGE_SIZE, ValidatorsTable } from './ValidatorsTable.js'

/**
 * /staking/{address}/validators: the validator list page titled Staking. The page shown and the rows a page live in
 * the URL (`?page=2&pageSize=5`, docs/behaviour/app-shell.md#tables), so a reload or a shared link keeps them.
 */
export function ValidatorsPage() {
  const stakers = useStakers()
  const explorer = useExplorer()
  const [search, setSearch] = useSearchParams()
  const { page, pageSize } = readPageQuery(search, VALIDATORS_PAGE_SIZE)
  const onPage = useCallback(
    (next: number) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current)
          if (next === 1) params.delete('page')
          else params.set('page', String(next))
          return params
        },
        { replace: true },
      ),
    [setSearch],
  )
  return (
    <section className="stack" aria-labelledby="validators-title">
      <h1 id="validators-title">Staking</h1>
      {stakers.error && (
        <p role="alert" className="message message-error">
          {stakers.error.message}
        </p>
      )}
      {stakers.data ? (
        <ValidatorsTable
          validators={stakers.data}
          explorerAddress={explorer.address}
          page={page}
          pageSize={pageSize}
          onPage={onPage}
        />
      ) : (
        !stakers.error && <p aria-busy="true">Loading…</p>
      )}
    </section>
  )
}
