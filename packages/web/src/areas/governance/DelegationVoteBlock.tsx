import { useGovProposalVote } from '@ftm-wallet/react'
import { type GovVote, isVoteRecorded } from '@ftm-wallet/sdk'
import { useNavigate } from 'react-router'
import { type CancelVoteRequest, govPaths, type VoteRequest } from './govPaths.js'
import { RecordedVotes } from './RecordedVotes.js'
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
  onVote: (choices: number[]) => void
  onCancel: () => void
}

/**
 * One delegation's voting block: the sliders, or its recorded votes (also any delegation once resolved) with
 * Cancel Vote while voting is enabled (spec 02 §4). Each delegation votes separately with its own stake.
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
    body = <VoteForm options={options} scalesCount={scalesCount} onSubmit={props.onVote} />
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
}

/** The block with its recorded vote read from the API; Vote and Cancel Vote open their confirmations. */
export function DelegationVoteBlock(props: DelegationVoteBlockProps) {
  const navigate = useNavigate()
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
  return (
    <DelegationVoteBlockView
      validator={props.validator}
      vote={isError ? null : vote}
      options={props.options}
      scalesCount={props.scalesCount}
      isResolved={props.isResolved}
      votingEnabled={props.votingEnabled}
      onVote={(choices) => {
        const state: VoteRequest = { ...common, options: [...props.options], choices }
        navigate(govPaths.vote(props.from), { state })
      }}
      onCancel={() => navigate(govPaths.cancelVote(props.from), { state: common })}
    />
  )
}
