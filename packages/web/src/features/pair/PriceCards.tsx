import type { UniswapPair } from '@ftm-wallet/sdk'
import { computePairPriceLines } from './pairPrices.js'

/** Two price cards: 1 token1 = x token2 and the reverse (docs/behaviour/pair-detail.md#screen). */
export function PriceCards({ pair }: { pair: UniswapPair }) {
  const lines = computePairPriceLines(pair)
  return (
    <ul className="pair-price-cards" aria-label="Prices">
      {lines.map((line) => (
        <li key={line.text} className="card pair-price-card">
          {line.text}
        </li>
      ))}
    </ul>
  )
}
