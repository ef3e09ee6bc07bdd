import { fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { makeValidator } from './stakingFixtures.test-util.js'
import { ValidatorsTable } from './ValidatorsTable.js'

describe('ValidatorsTable', () => {
  it('shows the spec columns and the Offline, Unknown and Flagged labels', () => {
    render(
      <ValidatorsTable
        validators={[
          makeValidator(),
          makeValidator({ id: 4n, isOffline: true, stakerInfo: null }),
          makeValidator({ id: 5n, isCheater: true }),
        ]}
        explorerAddress={(a) => `https://explorer.test/address/${a}`}
      />,
    )
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Logo',
      'Name',
      'Address',
      'Proof of Importance',
      'Created On',
      'Self-Staked',
      'Delegated',
      'Total Staked',
      'Link',
    ])
    const [, first, offline, flagged] = screen.getAllByRole('row')
    expect(within(first as HTMLElement).getByText('3,000,000', { exact: false })).toBeTruthy()
    expect(within(offline as HTMLElement).getByText('Unknown')).toBeTruthy()
    expect(within(offline as HTMLElement).getByText('Offline')).toBeTruthy()
    expect(within(flagged as HTMLElement).getByText('Flagged')).toBeTruthy()
  })

  it('pages 20 validators at a time and sorts across all of them', () => {
    const many = Array.from({ length: 45 }, (_, i) => makeValidator({ id: BigInt(i + 1) }))
    render(<ValidatorsTable validators={many} explorerAddress={() => undefined} />)
    const firstCell = () =>
      within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell')[0]?.textContent
    expect(screen.getAllByRole('row')).toHaveLength(21)
    expect(firstCell()).toBe('1')
    fireEvent.click(screen.getByRole('button', { name: 'Last' }))
    expect(screen.getByText('Page 3 of 3')).toBeTruthy()
    expect(screen.getAllByRole('row')).toHaveLength(6)
    expect(firstCell()).toBe('41')
    // Turning the order round keeps the page; page 3 of the descending order starts at 5.
    fireEvent.click(screen.getByRole('button', { name: 'ID' }))
    expect(firstCell()).toBe('5')
    fireEvent.click(screen.getByRole('button', { name: 'First' }))
    expect(firstCell()).toBe('45')
  })
})
