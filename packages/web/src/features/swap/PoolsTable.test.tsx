import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../../test/helpers/renderWithRouter.js'
import { PoolsTable } from './PoolsTable.js'
import { E18, PAIRS, pair, token, WFTM } from './pairs.test-util.js'

const ME = '0x9999999999999999999999999999999999999999'

describe('PoolsTable', () => {
  it("says 'No pairs' without pairs", () => {
    renderWithRouter(<PoolsTable pairs={[]} address={ME} />)
    expect(screen.getByText('No pairs')).toBeTruthy()
  })

  it('lists each pair with liquidity, price, position and actions; Remove only with a share', () => {
    renderWithRouter(<PoolsTable pairs={PAIRS.slice(0, 2)} address={ME} />)
    const [, withShare, without] = screen.getAllByRole('row')
    const row = within(withShare!)
    // FUSD is the second token of WFTM/FUSD: the pair is shown flipped.
    const link = row.getByRole('link', { name: 'FUSD/WFTM' })
    expect(link.getAttribute('href')).toBe(`/funi/${ME}/pools/pair/${PAIRS[0]!.pairAddress}`)
    expect(row.getByText('500.00 FUSD')).toBeTruthy()
    expect(row.getByText('1,000.00 WFTM')).toBeTruthy()
    expect(row.getByText('1 FUSD = 2.0000 WFTM')).toBeTruthy()
    expect(row.getByText('10.000%')).toBeTruthy()
    expect(row.getByRole('link', { name: 'Remove Liquidity' }).getAttribute('href')).toMatch(
      new RegExp(`/funi/${ME}/pools/remove/0x2000.*/0x1000`),
    )
    // On narrow screens each row stacks as label/value lines: every cell names its column.
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent)
    expect(headers).toEqual(['Pair', 'Liquidity A', 'Liquidity B', 'Price', 'Position', 'Actions'])
    expect([...withShare!.querySelectorAll('td')].map((td) => td.getAttribute('data-label'))).toEqual(headers)
    expect(row.getByRole('link', { name: 'Add Liquidity' })).toBeTruthy()
    expect(row.getByRole('link', { name: 'Swap' })).toBeTruthy()
    const other = within(without!)
    expect(other.getByText('-')).toBeTruthy()
    expect(other.queryByRole('link', { name: 'Remove Liquidity' })).toBeNull()
  })

  it('renders token names and symbols carrying HTML and script as inert text', () => {
    const evil = token(
      '<img src=x onerror="window.__pwned=1">',
      '0x5000000000000000000000000000000000000005',
      E18,
    )
    const script = { ...token('<script>window.__pwned=2</script>', '0x6', E18) }
    renderWithRouter(
      <PoolsTable
        pairs={[
          pair('0xbb01', [evil, WFTM], [E18, E18], E18),
          pair('0xbb02', [script, WFTM], [E18, E18], E18),
        ]}
        address={ME}
      />,
    )
    expect(screen.getByRole('link', { name: `${evil.symbol}/WFTM` })).toBeTruthy()
    expect(document.querySelector('table img')).toBeNull()
    expect(document.querySelector('table script')).toBeNull()
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })
})
