import { render, screen, within } from '@testing-library/react'
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
})
