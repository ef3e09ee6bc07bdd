import { useChainTime, useGovContract, useGovProposalOptionStates, useStakers } from '@ftm-wallet/react'
import { governanceMessages } from '@ftm-wallet/sdk'
import { useParams } from 'react-router'
import { BadParameters } from '../../flow/BadParameters.js'
import { DelegationVoteBlock } from './DelegationVoteBlock.js'
import { formatValidator } from './govFormat.js'
import { isAddress, parseProposalId } from './govPaths.js'
import { ProposalDetailView } from './ProposalDetailView.js'

/**
 * proposal-detail/{proposalId?}/{governanceId?}: without both ids, 'Select a proposal first, please'
 * (docs/behaviour/governance.md#proposal-detail).
 */
export function ProposalDetailPage() {
  const { address, proposalId, governanceId } = useParams()
  const id = parseProposalId(proposalId)
  if (id === undefined || !isAddress(governanceId) || !address) {
    return <BadParameters message={governanceMessages.selectProposal} />
  }
  return <ProposalDetail from={address} id={id} governanceId={governanceId} />
}

function ProposalDetail({ from, id, governanceId }: { from: string; id: bigint; governanceId: string }) {
  const contract = useGovContract({ address: governanceId, from, id })
  const optionStates = useGovProposalOptionStates({ address: governanceId, id })
  const stakers = useStakers()
  const now = useChainTime()
  if (contract.isError) {
    return (
      <p role="alert" className="card message message-error">
        {contract.error.message}
      </p>
    )
  }
  if (contract.isPending) return <p aria-busy="true">Loading…</p>
  const proposal = contract.data?.proposal
  if (!contract.data || !proposal) {
    return (
      <p role="alert" className="card">
        This proposal does not exist.
      </p>
    )
  }
  const validatorName = (delegatedTo: string) => {
    const staker = stakers.data?.find((s) => s.stakerAddress.toLowerCase() === delegatedTo.toLowerCase())
    return formatValidator(staker?.stakerInfo?.name, delegatedTo)
  }
  return (
    <ProposalDetailView
      proposal={proposal}
      canVote={contract.data.canVote}
      delegations={contract.data.delegationsBy}
      optionStates={optionStates.data}
      now={now}
      renderDelegation={(delegatedTo, votingEnabled, votingWindow) => (
        <DelegationVoteBlock
          from={from}
          delegatedTo={delegatedTo}
          validator={validatorName(delegatedTo)}
          governanceId={governanceId}
          proposalId={id}
          proposalName={proposal.name}
          options={proposal.options}
          scalesCount={proposal.opinionScales.length}
          isResolved={proposal.state.isResolved}
          votingEnabled={votingEnabled}
          votingWindow={votingWindow}
        />
      )}
    />
  )
}
