import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { formatBlockTime } from './formatBlockTime.js'
import { InfiniteTable } from './InfiniteTable.js'

const paging = { hasNext: true, loadingNext: false, onLoadNext: () => {} }

describe('infinite table', () => {
  it('names its table by the caption and keeps repeated column labels', () => {
    render(
      <InfiniteTable
        caption="Pairs"
        columns={['A', 'Amount', 'Amount']}
        rowCount={1}
        emptyText="None"
        {...paging}
      >
        <tr>
          <td>1</td>
          <td>2</td>
          <td>3</td>
        </tr>
      </InfiniteTable>,
    )
    expect(screen.getByRole('table', { name: 'Pairs' })).toBeTruthy()
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['A', 'Amount', 'Amount'])
  })

  it("disables the button with 'Loading…' while the next page loads, and hides it on the last page", () => {
    const { rerender } = render(
      <InfiniteTable caption="T" columns={['A']} rowCount={1} emptyText="None" {...paging} loadingNext>
        <tr>
          <td>1</td>
        </tr>
      </InfiniteTable>,
    )
    expect((screen.getByRole('button', { name: 'Loading…' }) as HTMLButtonElement).disabled).toBe(true)
    rerender(
      <InfiniteTable caption="T" columns={['A']} rowCount={1} emptyText="None" {...paging} hasNext={false}>
        <tr>
          <td>1</td>
        </tr>
      </InfiniteTable>,
    )
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('shows the empty text instead of a table without rows', () => {
    render(<InfiniteTable caption="T" columns={['A']} rowCount={0} emptyText="Nothing here." {...paging} />)
    expect(screen.getByText('Nothing here.')).toBeTruthy()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('formats block times as en-US medium date and short time', () => {
    expect(formatBlockTime(1_700_000_000)).toMatch(/^Nov 1[45], 2023, \d{1,2}:\d{2}\s?[AP]M$/)
  })
})
