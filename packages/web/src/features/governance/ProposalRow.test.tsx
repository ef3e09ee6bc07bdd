import type { GovProposalListItem } from '@ftm-wallet/sdk'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ProposalRowView } from './ProposalRow.js'
import { GOVERNANCE, renderGov } from './renderGov.test-util.js'

const E18 = 10n ** 18n
const proposal: GovProposalListItem = {
  id: 0x1an,
  name: 'Fund community grants',
  description: 'd',
  contract: '0xc0a33fe752832a41630ea1daafa21e9b6a0bbcf9',
  governanceId: GOVERNANCE,
  options: ['Fund 1M FTM', 'Fund 3M FTM', 'Do not fund'],
  state: { isResolved: false, status: 0, winnerId: null },
  minVotes: (30n * E18) / 100n,
  minAgreement: E18 / 2n,
  votingStarts: 1_700_000_000,
  votingMayEnd: 1_700_100_000,
  votingMustEnd: 1_700_200_000,
}
const table = (row: React.ReactNode) => (
  <table>
    <tbody>{row}</tbody>
  </table>
)

describe('ProposalRowView', () => {
  it('shows the decimal id, name and explorer link, the dates, dashes while its fill loads, and the state', async () => {
    renderGov(table(<ProposalRowView proposal={proposal} fill={undefined} onOpen={vi.fn()} />))
    const row = await screen.findByRole('row')
    const cells = within(row).getAllByRole('cell')
    expect(cells).toHaveLength(6)
    expect(within(cells[0]!).getByRole('button').textContent).toBe('26. Fund community grants')
    expect(within(cells[0]!).getByRole('link').getAttribute('href')).toMatch(
      /\/address\/0xc0a33fe752832a41630ea1daafa21e9b6a0bbcf9$/,
    )
    expect(cells[1]!.textContent).toContain('2023')
    expect(cells.slice(2).map((c) => c.textContent)).toEqual(['-', '-', '-', 'In progress'])
  })

  it('fills You Voted (voted/total delegations) and the Votes range', async () => {
    renderGov(
      table(
        <ProposalRowView
          proposal={proposal}
          fill={{ totalWeight: 200n, votes: 90n, voted: 1, delegations: 2 }}
          onOpen={vi.fn()}
        />,
      ),
    )
    const cells = within(await screen.findByRole('row')).getAllByRole('cell')
    expect(cells[2]!.textContent).toBe('1/2')
    expect(cells[3]!.textContent).toContain('45.00%')
  })

  it('names the winner only once resolved, and shows the status labels', async () => {
    renderGov(
      table(
        <ProposalRowView
          proposal={{ ...proposal, state: { isResolved: true, status: 1, winnerId: 1n } }}
          fill={undefined}
          onOpen={vi.fn()}
        />,
      ),
    )
    const cells = within(await screen.findByRole('row')).getAllByRole('cell')
    expect(cells[4]!.textContent).toBe('Fund 3M FTM')
    expect(cells[5]!.textContent).toBe('Resolved')
  })

  it('opens the proposal from the row or its name', async () => {
    const onOpen = vi.fn()
    renderGov(table(<ProposalRowView proposal={proposal} fill={undefined} onOpen={onOpen} />))
    fireEvent.click(await screen.findByRole('button', { name: '26. Fund community grants' }))
    fireEvent.click(screen.getAllByRole('cell')[5]!)
    expect(onOpen).toHaveBeenCalledTimes(2)
    expect(onOpen).toHaveBeenCalledWith(proposal)
  })

  it('renders an HTML/JS payload in a proposal name as text', async () => {
    const name = '<img src=x onerror="window.__pwnedRow=1">'
    const { container } = renderGov(
      table(<ProposalRowView proposal={{ ...proposal, name }} fill={undefined} onOpen={vi.fn()} />),
    )
    await screen.findByRole('row')
    expect(container.querySelector('img')).toBeNull()
    expect(container.textContent).toContain(name)
  })
})
