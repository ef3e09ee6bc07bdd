import { WITHDRAWAL_EXTRA_SECONDS } from '../constants/defi.js'

export interface WithdrawRequestState {
  /** Unix seconds when the undelegation was made. */
  createdTime: number
  /** Time of the withdrawal once done (the API's `withdrawTime`); `null` while pending. */
  withdrawTime?: number | null | undefined
  /** Block of the withdrawal once done; `undefined`/`null` while pending. */
  withdrawBlock?: bigint | number | null | undefined
  /** The API's `final` flag of the request. */
  final?: boolean | undefined
}

/**
 * When a request may be withdrawn: createdTime + withdrawalPeriodTime + 900 s
 * (docs/behaviour/staking.md#withdrawing).
 */
export function computeWithdrawAvailableAt(
  request: Pick<WithdrawRequestState, 'createdTime'>,
  withdrawalPeriodTime: number,
): number {
  return request.createdTime + withdrawalPeriodTime + WITHDRAWAL_EXTRA_SECONDS
}

export interface CanWithdrawParameters {
  request: WithdrawRequestState
  /** SFC `withdrawalPeriodTime` in seconds. */
  withdrawalPeriodTime: number
  /** Current unix seconds. */
  now: number
  /** How many partial undelegations of the delegation are pending. */
  pendingCount?: number
}

/**
 * A request can be withdrawn when it is not withdrawn yet, it is not the final one while several partial
 * undelegations are pending, and the waiting period has passed (docs/behaviour/staking.md#withdrawing).
 */
export function canWithdraw({
  request,
  withdrawalPeriodTime,
  now,
  pendingCount = 1,
}: CanWithdrawParameters): boolean {
  const done = (value: unknown) => value !== undefined && value !== null
  if (done(request.withdrawBlock) || done(request.withdrawTime)) return false
  if (pendingCount > 1 && request.final === true) return false
  return now >= computeWithdrawAvailableAt(request, withdrawalPeriodTime)
}
