import { useDefiConfiguration } from '@ftm-wallet/react'
import { type FMintAccountRewards, fmintTexts } from '@ftm-wallet/sdk'
import {
  fmintClaimRewardsFlow,
  fmintClaimRewardsMachine,
  fmintPushRewardsFlow,
  fmintPushRewardsMachine,
  isAllowed,
} from '@ftm-wallet/sdk/machines'
import { useCallback, useState } from 'react'
import { FlowRunner } from '../../flow/FlowRunner.js'
import { Dialog } from '../../ui/Dialog.js'
import { PageStatus } from './PageStatus.js'

export interface RewardsPanelProps {
  rewards: FMintAccountRewards | undefined
  /** Amount as shown, in the reward token. */
  format: (amount: bigint) => string
}

/** The rewards area: pending and stashed rewards, Claim Rewards and Push Rewards with their confirmation window. */
export function RewardsPanel({ rewards, format }: RewardsPanelProps) {
  const [open, setOpen] = useState<'claim' | 'push' | null>(null)
  const onEnd = useCallback(() => setOpen(null), [])
  return (
    <section className="card stack" aria-labelledby="fmint-rewards-title">
      <h2 id="fmint-rewards-title">Rewards</h2>
      <dl className="balance-pair">
        <dt>Est. Pending Rewards</dt>
        <dd>{rewards ? format(rewards.rewardsEarned) : '–'}</dd>
        <dt>Stashed Rewards</dt>
        <dd>{rewards ? format(rewards.rewardsStashed) : '–'}</dd>
      </dl>
      <div className="row">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!rewards || !isAllowed(fmintClaimRewardsFlow.check({}, { rewards }))}
          onClick={() => setOpen('claim')}
        >
          Claim Rewards
        </button>
        <button
          type="button"
          className="btn"
          disabled={!rewards || !isAllowed(fmintPushRewardsFlow.check({}, { rewards }))}
          onClick={() => setOpen('push')}
        >
          Push Rewards
        </button>
      </div>
      <Dialog
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open === 'push' ? 'Push Rewards' : 'Claim Rewards'}
      >
        {open && <RewardsFlow kind={open} onEnd={onEnd} />}
      </Dialog>
    </section>
  )
}

/** The claim or push confirmation (defi-fmint-claim-rewards-confirmation / -push-rewards-confirmation). */
export function RewardsFlow({ kind, onEnd }: { kind: 'claim' | 'push'; onEnd: () => void }) {
  // The plan gets the contract from here (see useFMintPageData: no request inside a plan).
  const configuration = useDefiConfiguration()
  if (!configuration.data) return <PageStatus error={configuration.error} />
  const contracts = { rewardDistribution: configuration.data.fMintRewardDistribution }
  return (
    <FlowRunner
      machine={kind === 'claim' ? fmintClaimRewardsMachine : fmintPushRewardsMachine}
      params={{ contracts }}
      onEnd={onEnd}
    >
      <p>{kind === 'claim' ? fmintTexts.claimRewards : fmintTexts.pushRewards}</p>
    </FlowRunner>
  )
}
