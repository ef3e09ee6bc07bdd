import { useGovProposalVote } from '@ftm-wallet/react'
import { type GovVote, isVoteRecorded, type VotingWindow } from '@ftm-wallet/sdk'
import { type FlowCheck, voteFlow } from '@ftm-wallet/sdk/machines'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import type { CancelVoteRequest } from './govPaths.js'
import { RecordedVotes } from './RecordedVotes.js'
import { type VoteAction, VoteDialog } from './VoteDialog.js'
import { VoteForm } from './VoteForm.js'

export interface DelegationVoteBlockViewProps {
  /** The validator's name (or 'Unknown (0x…)'). */
  validator: string
  /** undefined while loading; null when the API has no vote object. */
  vote: GovVote | null | undefined
  options: readonly string[]
  scalesCount: number
  isResolved: boolean
  votingEnabled: boolean
  /** The vote flow's check of the chosen levels. */
  checkVote: (choices: readonly number[]) => FlowCheck
  onVote: (choices: number[]) => void
  onCancel: () => void
}

/**
 * One delegation's voting block: the sliders, or its recorded votes (also any delegation once resolved) with Cancel
 * Vote while voting is enabled (docs/behaviour/governance.md#voting). Each delegation votes separately with its own
 * stake.
 */
export function DelegationVoteBlockView(props: DelegationVoteBlockViewProps) {
  const { validator, vote, options, scalesCount, isResolved, votingEnabled } = props
  const recorded = isVoteRecorded(vote)
  let body: React.ReactNode = null
  if (vote === undefined) body = <p aria-busy="true">Loading…</p>
  else if (recorded || isResolved) {
    body =
      recorded && vote ? (
        <RecordedVotes
          options={options}
          choices={vote.choices}
          weight={vote.weight}
          onCancel={votingEnabled ? props.onCancel : undefined}
        />
      ) : (
        <p className="muted">Not voted.</p>
      )
  } else if (votingEnabled) {
    body = (
      <VoteForm options={options} scalesCount={scalesCount} check={props.checkVote} onSubmit={props.onVote} />
    )
  }
  return (
    <section className="card stack delegation-vote" aria-label={`Delegation to ${validator}`}>
      <h3>{validator}</h3>
      {body}
    </section>
  )
}

export interface DelegationVoteBlockProps {
  from: string
  delegatedTo: string
  validator: string
  governanceId: string
  proposalId: bigint
  proposalName: string
  options: readonly string[]
  scalesCount: number
  isResolved: boolean
  votingEnabled: boolean
  /** The voting window at the chain's time, for the vote flow's check. */
  votingWindow: VotingWindow
}

/**
 * The block with its recorded vote read from the API; Vote and Cancel Vote open their confirmation in a window.
 * When the window closes the detail reads the votes again (the flow's own refresh dies with its window).
 */
export function DelegationVoteBlock(props: DelegationVoteBlockProps) {
  const queryClient = useQueryClient()
  const [action, setAction] = useState<VoteAction | null>(null)
  const { data: vote, isError } = useGovProposalVote({
    address: props.governanceId,
    id: props.proposalId,
    from: props.from,
    delegatedTo: props.delegatedTo,
  })
  const common: CancelVoteRequest = {
    governance: props.governanceId,
    delegatedTo: props.delegatedTo,
    validatorName: props.validator,
    proposalId: `0x${props.proposalId.toString(16)}`,
    proposalName: props.proposalName,
  }
  // Votes, option states and the proposal's totals all change with a vote: read everything shown again.
  const onClose = useCallback(() => {
    setAction(null)
    void queryClient.invalidateQueries()
  }, [queryClient])
  return (
    <>
      <DelegationVoteBlockView
        validator={props.validator}
        vote={isError ? null : vote}
        options={props.options}
        scalesCount={props.scalesCount}
        isResolved={props.isResolved}
        votingEnabled={props.votingEnabled}
        checkVote={(choices) =>
          voteFlow.check(
            {
              governance: props.governanceId,
              delegatedTo: props.delegatedTo,
              proposalId: props.proposalId,
              choices,
            },
            {
              votingWindow: props.votingWindow,
              optionsCount: props.options.length,
              scalesCount: props.scalesCount,
            },
          )
        }
        onVote={(choices) =>
          setAction({ kind: 'vote', request: { ...common, options: [...props.options], choices } })
        }
        onCancel={() => setAction({ kind: 'cancel', request: common })}
      />
      {action && <VoteDialog action={action} onClose={onClose} />}
    </>
  )
}
