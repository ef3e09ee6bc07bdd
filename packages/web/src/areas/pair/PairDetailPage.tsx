import { AreaPlaceholder } from '../../screens/areas/AreaPlaceholder.js'

/** The pair detail page under /funi/{address}/pools/pair/{pairAddress}. */
export function PairDetailPage() {
  return <AreaPlaceholder area="Pair detail" summary="Prices, stats, charts and transactions of one pair." />
}
