import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { VotesRange } from './VotesRange.js'

const E18 = 10n ** 18n

describe('VotesRange', () => {
  it('fills the share that voted in the "reached" colour once the minimum is met, with the marker at the minimum', () => {
    const { container } = render(<VotesRange votes={45n} totalWeight={100n} minVotes={(40n * E18) / 100n} />)
    expect(screen.getByText('45.00%')).toBeTruthy()
    expect(container.querySelector('.votes-range')?.getAttribute('data-reached')).toBe('true')
    const fill = screen.getByTestId('votes-fill')
    expect(fill.style.width).toBe('45%')
    expect(fill.style.background).toBe('rgb(30, 142, 62)')
    expect(screen.getByTestId('votes-minimum').style.insetInlineStart).toBe('40%')
    expect(screen.getByTestId('votes-minimum').title).toBe('Minimum: 40.00%')
  })

  it('uses the warning colour below the minimum and says so to screen readers', () => {
    const { container } = render(<VotesRange votes={1n} totalWeight={8n} minVotes={(60n * E18) / 100n} />)
    expect(screen.getByText('12.50%')).toBeTruthy()
    expect(container.querySelector('.votes-range')?.getAttribute('data-reached')).toBe('false')
    expect(screen.getByTestId('votes-fill').style.background).toBe('rgb(217, 119, 6)')
    expect(container.textContent).toContain('minimum 60.00%, not reached')
  })

  it('shows 0% for a proposal nobody can weigh (total weight 0)', () => {
    render(<VotesRange votes={0n} totalWeight={0n} minVotes={E18 / 2n} />)
    expect(screen.getByText('0.00%')).toBeTruthy()
    expect(screen.getByTestId('votes-fill').style.width).toBe('0%')
  })
})
