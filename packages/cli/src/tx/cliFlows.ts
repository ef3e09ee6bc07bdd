// Flows the SDK's machines run but the SDK does not define (yet): built the same way as the SDK's flows (a plan of
// steps from the SDK's builders), so the SDK's flow engine runs them. Reported as missing from the SDK.
import {
  buildUnlockStakeTx,
  type CancelVoteParams,
  cancelVoteFlow,
  type FlowDefinition,
  type IntegerLike,
  staticStep,
  type VoteParams,
  voteFlow,
} from '@ftm-wallet/sdk'

export interface UnlockStakeParams {
  validatorId: IntegerLike
  /** Locked wei to unlock early (a penalty applies). */
  amount: bigint
}

/** Unlock locked stake on its own (1 step): `unlockStake` (the SDK has it only inside the undelegate flow). */
export const unlockStakeFlow: FlowDefinition<UnlockStakeParams> = {
  id: 'unlockStake',
  plan: ({ validatorId, amount }) => ({
    steps: [staticStep('unlock', 'Unlock', buildUnlockStakeTx({ validatorId, amount }))],
  }),
}

/** The SDK's one-delegation flow, once per delegation, as one flow: each delegation votes with its own stake. */
function forEachDelegation<Params extends { delegatedTo: string }>(
  id: string,
  flow: FlowDefinition<Params>,
): FlowDefinition<{ each: Params[] }> {
  return {
    id,
    async plan({ each }, dependencies) {
      const plans = await Promise.all(each.map((params) => flow.plan(params, dependencies)))
      return {
        steps: plans.flatMap((plan, i) => plan.steps.map((step) => ({ ...step, id: `${step.id}-${i}` }))),
      }
    },
  }
}

export const voteAllFlow = forEachDelegation<VoteParams>('voteAll', voteFlow)
export const cancelVoteAllFlow = forEachDelegation<CancelVoteParams>('cancelVoteAll', cancelVoteFlow)
