import { stakingTexts } from '@ftm-wallet/sdk'
import {
  type ClaimRewardsFacts,
  claimAndRestakeFlow,
  claimAndRestakeMachine,
  claimRewardsMachine,
} from '@ftm-wallet/sdk/machines'
import { FlowRunner, type FlowRunnerProps } from '../../flow/FlowRunner.js'
import { useAmountText } from '../../ui/display.js'

export interface ClaimConfirmationProps {
  restake: boolean
  validatorId: bigint
  validatorName: string | undefined
  /** The row's delegation (pending rewards, delegated amount, fluid staking). */
  delegation: ClaimRewardsFacts['delegation']
  /** The validator's delegatedLimit (wei) when the validator list is known: restake checks it. */
  delegatedLimit: bigint | undefined
  onEnd: FlowRunnerProps<unknown>['onEnd']
}

/**
 * Claim Rewards or Claim & Restake for a delegation row: validator name and id and the pending rewards
 * (docs/behaviour/staking.md#claiming), or, for a restake above the validator's delegation limit,
 * 'Staking limit reached. You can restake max …' (docs/behaviour/staking.md#claiming).
 */
export function ClaimConfirmation(props: ClaimConfirmationProps) {
  const { restake, validatorId, delegation, delegatedLimit, onEnd } = props
  const { pendingRewards } = delegation
  const name = props.validatorName || stakingTexts.unknownValidator
  // The rewards are an estimate the claim collects: cut to the user's decimal points
  // (docs/behaviour/tokens-and-assets.md#number-formatting).
  const amountText = useAmountText()
  // The restake flow's check: rewards to restake, within the validator's limit when it is known.
  const blocked = restake
    ? claimAndRestakeFlow.check(
        { validatorId },
        {
          delegation,
          validator: delegatedLimit === undefined ? undefined : { delegatedLimit, name },
        },
      ).error
    : undefined
  if (blocked) return <p role="alert">{blocked.message}</p>
  return (
    <FlowRunner
      machine={restake ? claimAndRestakeMachine : claimRewardsMachine}
      params={{ validatorId }}
      onEnd={onEnd}
    >
      <p>
        Validator: {name}, {validatorId.toString()}
      </p>
      <p>Pending Rewards: {amountText(pendingRewards)} FTM</p>
    </FlowRunner>
  )
}
