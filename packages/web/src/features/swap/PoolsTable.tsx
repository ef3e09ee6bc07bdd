import { computePrice, formatPrice, type UniswapPair } from '@ftm-wallet/sdk'
import { Link } from 'react-router'
import { SortableHeader } from '../../ui/SortableHeader.js'
import { sortRows, useTableSort } from '../../ui/tableSort.js'
import { showAmount } from './amountText.js'
import { displayOrder, formatPoolShare } from './pairDisplay.js'
import { swapPaths } from './swapPaths.js'
import './swapTables.css'

const pairName = (pair: UniswapPair) => {
  const side = displayOrder(pair)
  return side ? `${side.tokenA.symbol}/${side.tokenB.symbol}` : ''
}
const SORT_VALUES: Record<string, (pair: UniswapPair) => bigint | string> = {
  pair: pairName,
  position: (pair) => pair.shareOf ?? 0n,
}
const SORT_KEYS = Object.keys(SORT_VALUES)

export interface PoolsTableProps {
  pairs: readonly UniswapPair[]
  /** The account in the route (links stay in its area). */
  address: string
}

/**
 * Pools list (docs/behaviour/swap-and-liquidity.md#pools-list): pair, liquidityA, liquidityB, price, position,
 * actions; 'No pairs' when empty; Pair and Position sort (the order is remembered, docs/behaviour/app-shell.md#tables).
 */
export function PoolsTable({ pairs, address }: PoolsTableProps) {
  const { sort, toggle } = useTableSort('pools', SORT_KEYS, { sortBy: 'pair', sortDir: 'asc' })
  if (pairs.length === 0) return <p className="muted">No pairs</p>
  const header = (label: string, key?: string) => (
    <SortableHeader label={label} sortKey={key} sort={sort} onSort={toggle} />
  )
  return (
    <div className="table-wrap">
      <table className="table stack-table">
        <thead>
          <tr>
            {header('Pair', 'pair')}
            {header('Liquidity A')}
            {header('Liquidity B')}
            {header('Price')}
            {header('Position', 'position')}
            {header('Actions')}
          </tr>
        </thead>
        <tbody>
          {sortRows(pairs, sort, SORT_VALUES).map((pair) => {
            const side = displayOrder(pair)
            if (!side) return null
            const { tokenA: a, tokenB: b } = side
            const price = computePrice({
              amountBase: side.reserveA,
              decimalsBase: a.decimals,
              amountQuote: side.reserveB,
              decimalsQuote: b.decimals,
            })
            return (
              <tr key={pair.pairAddress}>
                <td data-label="Pair">
                  <Link to={swapPaths.pair(address, pair.pairAddress)}>
                    {a.symbol}/{b.symbol}
                  </Link>
                </td>
                <td className="amount" data-label="Liquidity A">
                  {showAmount(side.reserveA, a.decimals, 2)} {a.symbol}
                </td>
                <td className="amount" data-label="Liquidity B">
                  {showAmount(side.reserveB, b.decimals, 2)} {b.symbol}
                </td>
                <td className="amount" data-label="Price">
                  1 {a.symbol} = {formatPrice(price)} {b.symbol}
                </td>
                <td data-label="Position">{formatPoolShare(pair)}</td>
                <td data-label="Actions">
                  <div className="row">
                    <Link className="btn btn-small" to={swapPaths.add(address, a.address, b.address)}>
                      Add Liquidity
                    </Link>
                    <Link className="btn btn-small" to={swapPaths.swap(address, a.address, b.address)}>
                      Swap
                    </Link>
                    {(pair.shareOf ?? 0n) > 0n && (
                      <Link className="btn btn-small" to={swapPaths.remove(address, a.address, b.address)}>
                        Remove Liquidity
                      </Link>
                    )}
                  </div>
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
