import { filterValidators, isValidatorSelectable, type StakerListItem, stakingTexts } from '@ftm-wallet/sdk'
import { useEffect, useId } from 'react'
import { Dialog } from '../../ui/Dialog.js'
import { whole } from './ValidatorsTable.js'

export interface ValidatorPickerProps {
  validators: readonly StakerListItem[]
  /** Validators the account already delegates to (their Select is disabled). */
  delegatedIds: readonly bigint[]
  explorerAddress: (address: string) => string | undefined
  onSelect: (validator: StakerListItem) => void
  onClose: () => void
}

/**
 * Why a validator's Select is disabled, in words beside it (docs/behaviour/staking.md#delegating); undefined when it
 * can be picked.
 */
export function notSelectableBecause(
  validator: StakerListItem,
  delegatedIds: readonly bigint[],
): string | undefined {
  if (isValidatorSelectable(validator, delegatedIds)) return undefined
  if (delegatedIds.includes(validator.id))
    return 'You already delegate to this validator: use Increase delegation.'
  if (validator.isCheater) return 'Flagged as a cheater.'
  return 'Not active: it takes no delegations.'
}

/** The stake form's validator picker: zero-stake validators hidden, cheaters removed and reported. */
export function ValidatorPicker({
  validators,
  delegatedIds,
  explorerAddress,
  onSelect,
  onClose,
}: ValidatorPickerProps) {
  const reasonId = useId()
  const { listed, cheaters } = filterValidators(validators)
  useEffect(() => {
    if (cheaters.length > 0)
      console.warn(
        'Validators flagged as cheaters:',
        cheaters.map((c) => c.id.toString()),
      )
  }, [cheaters])
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={stakingTexts.selectValidator} width={800}>
      {listed.length === 0 ? (
        <p className="muted">No validators.</p>
      ) : (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th>Name</th>
                <th>ID</th>
                <th>Self-Staked</th>
                <th>Delegated</th>
                <th>Total Staked</th>
                <th>
                  <span className="visually-hidden">Select</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {listed.map((v) => {
                const name = v.stakerInfo?.name || stakingTexts.unknownValidator
                const why = notSelectableBecause(v, delegatedIds)
                return (
                  <tr key={v.id.toString()}>
                    <td>
                      <div className="row">
                        {v.stakerInfo?.logoUrl && (
                          <img src={v.stakerInfo.logoUrl} alt="" width={24} height={24} />
                        )}
                        <a href={explorerAddress(v.stakerAddress)} target="_blank" rel="noopener noreferrer">
                          {name}
                        </a>
                        {v.stakerInfo?.website && (
                          <a href={v.stakerInfo.website} target="_blank" rel="noopener noreferrer">
                            Website
                          </a>
                        )}
                      </div>
                    </td>
                    <td>{v.id.toString()}</td>
                    <td>{whole(v.stake)}</td>
                    <td>{whole(v.delegatedMe)}</td>
                    <td>{whole(v.totalStake ?? 0n)}</td>
                    <td>
                      <button
                        type="button"
                        className="btn btn-small"
                        aria-label={`Select ${name}, ${v.id}`}
                        aria-describedby={why ? `${reasonId}-${v.id}` : undefined}
                        disabled={why !== undefined}
                        onClick={() => onSelect(v)}
                      >
                        Select
                      </button>
                      {why && (
                        <div id={`${reasonId}-${v.id}`} className="field-hint">
                          {why}
                        </div>
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  )
}
