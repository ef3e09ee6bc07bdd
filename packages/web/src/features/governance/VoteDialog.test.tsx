import { createWalletQueryClient } from '@ftm-wallet/react'
import { getGovProposalVoteQueryKey } from '@ftm-wallet/sdk'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { DelegationVoteBlock, type DelegationVoteBlockProps } from './DelegationVoteBlock.js'
import { ACCOUNT, GOVERNANCE, renderGov } from './renderGov.test-util.js'
import { VoteDialog } from './VoteDialog.js'

const VALIDATOR = '0x2222222222222222222222222222222222222222'
const props: DelegationVoteBlockProps = {
  from: ACCOUNT,
  delegatedTo: VALIDATOR,
  validator: 'Aurora Staking',
  governanceId: GOVERNANCE,
  proposalId: 4n,
  proposalName: 'Grants',
  options: ['Yes', 'No'],
  scalesCount: 5,
  isResolved: false,
  votingEnabled: true,
  votingWindow: { votingStarts: 0, now: 1, canVote: true, isResolved: false },
}
const detailPath = `/gov/${ACCOUNT}/proposal-detail/0x4/${GOVERNANCE}`
const voteKey = getGovProposalVoteQueryKey({
  address: GOVERNANCE,
  id: 4n,
  from: ACCOUNT,
  delegatedTo: VALIDATOR,
})

describe('DelegationVoteBlock: the confirmation in a window', () => {
  it('opens Confirmation in a window over the detail (route unchanged) and re-reads the vote on close', async () => {
    const queryClient = createWalletQueryClient()
    const { router } = renderGov(<DelegationVoteBlock {...props} />, { path: detailPath, queryClient })
    // The API is unreachable here: the block shows its form once the vote read has failed.
    const yes = await screen.findByLabelText('Yes', {}, { timeout: 10_000 })
    fireEvent.change(yes, { target: { value: '4' } })
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }))

    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' })
    expect(router.state.location.pathname).toBe(detailPath)
    // No account of this test wallet can sign: the runner says so instead of the choices and the password
    // (the choices table with a keystore wallet is checked by the governance e2e).
    expect(within(dialog).getByRole('alert').textContent).toContain('cannot sign here')

    const readsBefore = queryClient.getQueryState(voteKey)?.errorUpdateCount ?? 0
    expect(readsBefore).toBeGreaterThan(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(
      () => expect(queryClient.getQueryState(voteKey)?.errorUpdateCount).toBeGreaterThan(readsBefore),
      { timeout: 10_000 },
    )
    expect(await screen.findByRole('button', { name: 'Vote' }, { timeout: 10_000 })).toBeTruthy()
  })

  it('shows Cancel Vote Confirmation in a window; closing it ends the window', async () => {
    const closed: string[] = []
    renderGov(
      <VoteDialog
        action={{
          kind: 'cancel',
          request: {
            governance: GOVERNANCE,
            delegatedTo: VALIDATOR,
            validatorName: 'Aurora Staking',
            proposalId: '0x4',
            proposalName: 'Grants',
          },
        }}
        onClose={() => closed.push('closed')}
      />,
      { path: detailPath },
    )
    const dialog = await screen.findByRole('dialog', { name: 'Cancel Vote Confirmation' })
    expect(within(dialog).getByRole('alert').textContent).toContain('cannot sign here')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(closed).toEqual(['closed'])
  })
})
