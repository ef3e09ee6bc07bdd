import { useStakers } from '@ftm-wallet/react'
import { useExplorer } from '../../ui/useExplorer.js'
import { ValidatorsTable } from './ValidatorsTable.js'

/** /staking/{address}/validators: the validator list page titled Staking. */
export function ValidatorsPage() {
  const stakers = useStakers()
  const explorer = useExplorer()
  return (
    <section className="stack" aria-labelledby="validators-title">
      <h1 id="validators-title">Staking</h1>
      {stakers.error && (
        <p role="alert" className="message message-error">
          {stakers.error.message}
        </p>
      )}
      {stakers.data ? (
        <ValidatorsTable validators={stakers.data} explorerAddress={explorer.address} />
      ) : (
        !stakers.error && <p aria-busy="true">Loading…</p>
      )}
    </section>
  )
}
