import { voteFlow } from '@ftm-wallet/sdk/machines'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { DelegationVoteBlockView, type DelegationVoteBlockViewProps } from './DelegationVoteBlock.js'

const E18 = 10n ** 18n
const base: DelegationVoteBlockViewProps = {
  validator: 'Aurora Staking',
  vote: { weight: 0n, choices: [] },
  options: ['Yes', 'No', 'Abstain'],
  scalesCount: 5,
  isResolved: false,
  votingEnabled: true,
  checkVote: (choices) =>
    voteFlow.check(
      { governance: '0x01', delegatedTo: '0x02', proposalId: 1n, choices },
      {
        votingWindow: { votingStarts: 0, now: 1, canVote: true, isResolved: false },
        optionsCount: 3,
        scalesCount: 5,
      },
    ),
  onVote: vi.fn(),
  onCancel: vi.fn(),
}

describe('DelegationVoteBlockView', () => {
  it('shows one slider per option from 0 to scales − 1, starting at the middle level', () => {
    render(<DelegationVoteBlockView {...base} />)
    expect(screen.getByRole('heading', { name: 'Aurora Staking' })).toBeTruthy()
    const sliders = screen.getAllByRole('slider') as HTMLInputElement[]
    expect(sliders.map((s) => [s.min, s.max, s.step, s.value])).toEqual([
      ['0', '4', '1', '2'],
      ['0', '4', '1', '2'],
      ['0', '4', '1', '2'],
    ])
    expect((screen.getByLabelText('No') as HTMLInputElement).type).toBe('range')
  })

  it('starts at floor(scales / 2) for an even number of scales', () => {
    render(<DelegationVoteBlockView {...base} scalesCount={4} />)
    expect((screen.getAllByRole('slider') as HTMLInputElement[]).map((s) => [s.max, s.value])).toEqual([
      ['3', '2'],
      ['3', '2'],
      ['3', '2'],
    ])
  })

  it('sends the chosen levels with Vote', () => {
    const onVote = vi.fn()
    render(<DelegationVoteBlockView {...base} onVote={onVote} />)
    fireEvent.change(screen.getByLabelText('Yes'), { target: { value: '4' } })
    fireEvent.change(screen.getByLabelText('Abstain'), { target: { value: '0' } })
    fireEvent.click(screen.getByRole('button', { name: 'Vote' }))
    expect(onVote).toHaveBeenCalledWith([4, 2, 0])
  })

  it('shows the recorded votes with Cancel Vote while voting is enabled', () => {
    const onCancel = vi.fn()
    render(
      <DelegationVoteBlockView
        {...base}
        vote={{ weight: 12n * E18, choices: [3n, 0n, 1n] }}
        onCancel={onCancel}
      />,
    )
    expect(screen.queryAllByRole('slider')).toHaveLength(0)
    expect(screen.getByText('Yes').nextElementSibling?.textContent).toBe('3')
    expect(screen.getByText('No').nextElementSibling?.textContent).toBe('0')
    expect(screen.getByText('Weight').nextElementSibling?.textContent).toBe('12 FTM')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Vote' }))
    expect(onCancel).toHaveBeenCalled()
  })

  it('shows the recorded votes without Cancel Vote once voting is over', () => {
    render(
      <DelegationVoteBlockView
        {...base}
        isResolved
        votingEnabled={false}
        vote={{ weight: E18, choices: [1n, 1n, 1n] }}
      />,
    )
    expect(screen.getByText('Abstain').nextElementSibling?.textContent).toBe('1')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('says "Not voted." for a delegation without a vote on a resolved proposal', () => {
    render(<DelegationVoteBlockView {...base} isResolved votingEnabled={false} />)
    expect(screen.getByText('Not voted.')).toBeTruthy()
    expect(screen.queryByRole('slider')).toBeNull()
  })

  it('shows neither form nor votes before voting starts, and loads first', () => {
    const { rerender } = render(<DelegationVoteBlockView {...base} votingEnabled={false} />)
    expect(screen.queryByRole('slider')).toBeNull()
    expect(screen.queryByRole('button')).toBeNull()
    rerender(<DelegationVoteBlockView {...base} vote={undefined} />)
    expect(screen.getByText('Loading…')).toBeTruthy()
  })
})
