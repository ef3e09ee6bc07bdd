import { canWithdraw, computeWithdrawAvailableAt, type WithdrawRequestState } from './withdrawRequests.js'

export interface DescribeWithdrawRequestParameters {
  request: WithdrawRequestState
  /** SFC `withdrawalPeriodTime` in seconds. */
  withdrawalPeriodTime: number
  /** Current unix seconds (the chain's time is best: the devnet can run ahead of the wall clock). */
  now: number
  /** How many partial undelegations of the delegation are pending. */
  pendingCount?: number
}

export interface WithdrawRequestDescription {
  /**
   * `withdrawn`: done, the Withdrawal column shows its date; `ready`: the Withdraw button is enabled;
   * `waiting`: the button shows the time left; `blocked`: the final request while others are pending.
   */
  readonly status: 'withdrawn' | 'ready' | 'waiting' | 'blocked'
  /** Unix seconds from which the request may be withdrawn. */
  readonly availableAt: number
  /** Seconds until then (0 once passed). */
  readonly secondsLeft: number
}

/** What the Undelegation History shows for one withdraw request (docs/behaviour/staking.md#withdrawing). */
export function describeWithdrawRequest(
  parameters: DescribeWithdrawRequestParameters,
): WithdrawRequestDescription {
  const { request, withdrawalPeriodTime, now } = parameters
  const availableAt = computeWithdrawAvailableAt(request, withdrawalPeriodTime)
  const secondsLeft = Math.max(0, availableAt - now)
  const done = (value: unknown) => value !== undefined && value !== null
  if (done(request.withdrawBlock) || done(request.withdrawTime)) {
    return { status: 'withdrawn', availableAt, secondsLeft }
  }
  if (canWithdraw(parameters)) return { status: 'ready', availableAt, secondsLeft }
  return { status: secondsLeft > 0 ? 'waiting' : 'blocked', availableAt, secondsLeft }
}
