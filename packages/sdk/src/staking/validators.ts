export interface ValidatorState {
  id: bigint
  isActive: boolean
  isCheater: boolean
  /** Total stake in wei (null when the API has none); validators without stake are hidden. */
  totalStake: bigint | null
}

/** A validator can be picked unless it is inactive, flagged as cheater, or already delegated to by the account. */
export function isValidatorSelectable(
  validator: Pick<ValidatorState, 'id' | 'isActive' | 'isCheater'>,
  delegatedValidatorIds: ReadonlySet<bigint> | readonly bigint[] = [],
): boolean {
  const delegated = Array.isArray(delegatedValidatorIds)
    ? delegatedValidatorIds.includes(validator.id)
    : (delegatedValidatorIds as ReadonlySet<bigint>).has(validator.id)
  return validator.isActive && !validator.isCheater && !delegated
}

/**
 * Splits the validator list for the picker: validators without stake are hidden and cheaters removed (the
 * caller reports them), in the original order.
 */
export function filterValidators<V extends Pick<ValidatorState, 'isCheater' | 'totalStake'>>(
  validators: readonly V[],
): { listed: V[]; cheaters: V[] } {
  const listed: V[] = []
  const cheaters: V[] = []
  for (const validator of validators) {
    if (validator.isCheater) cheaters.push(validator)
    else if (validator.totalStake !== null && validator.totalStake !== 0n) listed.push(validator)
  }
  return { listed, cheaters }
}
