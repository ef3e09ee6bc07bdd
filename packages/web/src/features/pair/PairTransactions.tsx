import { useUniswapPairActions } from '@ftm-wallet/react'
import {
  PAIR_TRANSACTIONS_FIRST_REQUEST_DELAY,
  toPairActionRows,
  type UniswapActionType,
} from '@ftm-wallet/sdk'
import { useMemo, useState } from 'react'
import { useDisplay } from '../../ui/display.js'
import { Tabs } from '../../ui/Tabs.js'
import { withShownSymbol } from '../../ui/tokenSymbol.js'
import { useExplorer } from '../../ui/useExplorer.js'
import { PairActionsTable } from './PairActionsTable.js'
import { QueryState } from './QueryState.js'

const TABS: readonly { value: string; label: string; actionType: UniswapActionType | undefined }[] = [
  { value: 'all', label: 'All', actionType: undefined },
  { value: 'swaps', label: 'Swaps', actionType: 'swap' },
  { value: 'adds', label: 'Adds', actionType: 'mint' },
  { value: 'removes', label: 'Removes', actionType: 'burn' },
]

function PairActionsTab(props: {
  pairAddress: string
  actionType: UniswapActionType | undefined
  delayMs: number
}) {
  const query = useUniswapPairActions(props)
  const explorer = useExplorer()
  const { fractionDigits } = useDisplay()
  const rows = useMemo(
    () =>
      toPairActionRows(
        // fUSD is written one way on every screen (docs/behaviour/tokens-and-assets.md#symbols).
        (query.data?.pages.flatMap((p) => p.items) ?? []).map((a) => ({
          ...a,
          tokens: a.tokens.map(withShownSymbol),
        })),
        fractionDigits,
      ),
    [query.data, fractionDigits],
  )
  // A delayed first request is not an error and not idle data: show it as loading.
  const view = { data: query.data, error: query.error, isPending: query.isPending, refetch: query.refetch }
  return (
    <QueryState query={view} what="transactions">
      {() => (
        <PairActionsTable
          rows={rows}
          transactionUrl={explorer.transaction}
          hasNext={query.hasNextPage}
          loadingNext={query.isFetchingNextPage}
          onLoadNext={() => void query.fetchNextPage()}
        />
      )}
    </QueryState>
  )
}

/** The pair's transactions: All, Swaps, Adds, Removes; 15 at a time; the first tab's request waits 1500 ms. */
export function PairTransactions({ pairAddress }: { pairAddress: string }) {
  const [tab, setTab] = useState('all')
  const [first, setFirst] = useState(true)
  return (
    <section className="card stack" aria-labelledby="pair-transactions-title">
      <h2 id="pair-transactions-title">Transactions</h2>
      <Tabs
        label="Transactions"
        value={tab}
        onValueChange={(value) => {
          setFirst(false)
          setTab(value)
        }}
        items={TABS.map((t) => ({
          value: t.value,
          label: t.label,
          content: (
            <PairActionsTab
              pairAddress={pairAddress}
              actionType={t.actionType}
              delayMs={first && t.value === 'all' ? PAIR_TRANSACTIONS_FIRST_REQUEST_DELAY : 0}
            />
          ),
        }))}
      />
    </section>
  )
}
