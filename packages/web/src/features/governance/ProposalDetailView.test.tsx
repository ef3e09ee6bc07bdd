import type { GovProposalDetail } from '@ftm-wallet/sdk'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProposalDetailView, YOUR_VOTES_HINT } from './ProposalDetailView.js'
import { renderGov } from './renderGov.test-util.js'

const E18 = 10n ** 18n
const NOW = 1_700_050_000
const VALIDATOR = '0xCe8599985C4da51dD7B63B2eDF3f20D4E3fE9d05'
const proposal: GovProposalDetail = {
  name: 'Fund community grants',
  description: 'See https://grants.example for the programme.',
  contract: '0xc0a33fe752832a41630ea1daafa21e9b6a0bbcf9',
  opinionScales: [0n, 1n, 2n, 3n, 4n],
  options: ['Fund 1M FTM', 'Fund 3M FTM'],
  state: { isResolved: false, status: 0, winnerId: null },
  totalWeight: 1000n,
  votedWeightRatio: 425,
  minVotes: (30n * E18) / 100n,
  minAgreement: E18 / 2n,
  votingStarts: 1_700_000_000,
  votingMayEnd: 1_700_100_000,
  votingMustEnd: 1_700_200_000,
}
const optionStates = [
  { optionId: 0n, votes: 10n, agreement: 7n, agreementRatio: (625n * E18) / 1000n },
  { optionId: 1n, votes: 10n, agreement: 2n, agreementRatio: E18 / 4n },
]

function show(overrides: Partial<Parameters<typeof ProposalDetailView>[0]> = {}) {
  return renderGov(
    <ProposalDetailView
      proposal={proposal}
      canVote
      delegations={[VALIDATOR]}
      optionStates={optionStates}
      now={NOW}
      renderDelegation={(to, enabled) => <p>{`block ${to} ${enabled ? 'enabled' : 'disabled'}`}</p>}
      {...overrides}
    />,
  )
}

describe('ProposalDetailView', () => {
  it('shows title, contract link, linked description, Total Votes with the minimum and the options table', async () => {
    show()
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Fund community grants')
    expect(screen.getByRole('link', { name: 'https://grants.example' }).getAttribute('href')).toBe(
      'https://grants.example',
    )
    // option 0's 10 votes of the total weight 1000, as the list's Votes column computes it (not votedWeightRatio).
    expect(screen.getByText('Total Votes').nextElementSibling?.textContent).toBe('1.00% (min. 30.00%)')
    const table = screen.getByRole('table', { name: 'Options' })
    expect(within(table).getByRole('columnheader', { name: 'Agreement (min. 50.00%)' })).toBeTruthy()
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((r) => r.textContent)).toEqual(['Fund 1M FTM62.50%', 'Fund 3M FTM25.00%'])
    for (const label of ['Voting Starts', 'Voting May End', 'Voting Ends']) {
      expect(screen.getByText(label).nextElementSibling?.textContent).toMatch(/2023/)
    }
    expect(screen.getByText('State').nextElementSibling?.textContent).toBe('In progress')
    expect(screen.queryByRole('heading', { name: 'Winner' })).toBeNull()
  })

  it('shows Total Votes with the 2 decimals of the list, where the per-mille ratio would cut them', () => {
    const votes = [{ optionId: 0n, votes: 1234n, agreement: 0n, agreementRatio: 0n }]
    show({ proposal: { ...proposal, totalWeight: 10_000n, votedWeightRatio: 123 }, optionStates: votes })
    expect(screen.getByText('Total Votes').nextElementSibling?.textContent).toBe('12.34% (min. 30.00%)')
  })

  it('offers one enabled voting block per delegation while voting is open, under Your Votes with its hint', async () => {
    show({ delegations: [VALIDATOR, '0x73A0C45C185EFFaeE4555504621B85B2d01B3b65'] })
    await screen.findByRole('heading', { name: 'Your Votes' })
    expect(screen.getByText(YOUR_VOTES_HINT)).toBeTruthy()
    expect(screen.getAllByText(/^block 0x.* enabled$/)).toHaveLength(2)
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows the Winner card and disabled blocks once resolved', async () => {
    show({ proposal: { ...proposal, state: { isResolved: true, status: 1, winnerId: 0n } } })
    const winner = await screen.findByRole('heading', { name: 'Winner' })
    expect(winner.nextElementSibling?.textContent).toBe('Fund 1M FTM')
    expect(screen.getByText(`block ${VALIDATOR} disabled`)).toBeTruthy()
    expect(screen.getByText('State').nextElementSibling?.textContent).toBe('Resolved')
  })

  it('says "You can\'t vote, you have no delegations." without delegations', async () => {
    show({ canVote: false, delegations: [] })
    expect((await screen.findByRole('status')).textContent).toBe("You can't vote, you have no delegations.")
  })

  it('says "You can\'t vote, voting doesn\'t start yet." before the start, with the blocks disabled', async () => {
    show({ now: proposal.votingStarts - 1 })
    expect((await screen.findByRole('status')).textContent).toBe("You can't vote, voting doesn't start yet.")
    expect(screen.getByText(`block ${VALIDATOR} disabled`)).toBeTruthy()
  })

  it('renders HTML and script payloads of the name and description as inert text', async () => {
    const payload = '<img src=x onerror="window.__pwnedGov=1"><script>window.__pwnedGov=2</script>'
    const { container } = show({
      proposal: { ...proposal, name: payload, description: `${payload} javascript:alert(1)` },
    })
    await screen.findByRole('heading', { level: 1 })
    expect(container.querySelector('img, script')).toBeNull()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(payload)
    expect(container.querySelector('.proposal-description')?.textContent).toBe(
      `${payload} javascript:alert(1)`,
    )
    expect((window as { __pwnedGov?: number }).__pwnedGov).toBeUndefined()
  })
})
