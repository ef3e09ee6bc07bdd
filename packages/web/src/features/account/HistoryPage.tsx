import { useDefiTokens, useFMintAccount, useTransactionHistory } from '@ftm-wallet/react'
import { useMemo } from 'react'
import { useParams } from 'react-router'
import { routePath } from '../../navigation/routeNames.js'
import { Tabs } from '../../ui/Tabs.js'
import { useExplorer } from '../../ui/useExplorer.js'
import { useAddContactDialog } from '../contacts/useAddContactDialog.js'
import { AssetsTable } from './AssetsTable.js'
import { buildAssetRows } from './assetRows.js'
import { OldAssetsView } from './OldAssetsView.js'
import { QueryState } from './QueryState.js'
import { TransactionsTable } from './TransactionsTable.js'
import { toTransactionRows } from './toTransactionRows.js'
import { useTransactionDescriptions } from './useTransactionDescriptions.js'

/** Wallet home: Transactions (count) with infinite scroll, and Assets (count). */
export function HistoryPage() {
  const address = useParams().address as string
  const explorer = useExplorer()
  const addContact = useAddContactDialog()
  const history = useTransactionHistory({ address })
  const tokens = useDefiTokens({ owner: address })
  const fmint = useFMintAccount({ owner: address })
  const pages = history.data?.pages
  const items = useMemo(() => pages?.flatMap((p) => p.transactions.items) ?? [], [pages])
  const descriptions = useTransactionDescriptions(items)
  const rows = useMemo(() => toTransactionRows(items, address, descriptions), [items, address, descriptions])
  const assets = useMemo(() => buildAssetRows(tokens.data ?? [], fmint.data), [tokens.data, fmint.data])
  const txCount = pages?.[0]?.transactions.totalCount

  const transactions = (
    <QueryState error={history.error} pending={history.isPending} loadingText="Loading transactions…">
      <TransactionsTable
        rows={rows}
        explorer={explorer}
        saveContact={addContact}
        hasNext={!!history.hasNextPage}
        loadingNext={history.isFetchingNextPage}
        onLoadNext={() => history.fetchNextPage()}
      />
    </QueryState>
  )
  const assetsView = (
    <QueryState error={tokens.error} pending={tokens.isPending} loadingText="Loading assets…">
      <AssetsTable rows={assets} sendPath={(token) => routePath('account-send-erc20', { address, token })} />
    </QueryState>
  )

  return (
    <section className="card" aria-label="History">
      <Tabs
        label="History"
        items={[
          {
            value: 'transactions',
            label: `Transactions${txCount === undefined ? '' : ` (${txCount})`}`,
            content: transactions,
          },
          { value: 'assets', label: `Assets (${assets.length})`, content: assetsView },
          {
            value: 'assets-old',
            // The original's 'Assets old' slot, named for what it holds (docs/behaviour/history.md#tabs).
            label: 'Other tokens',
            content: <OldAssetsView address={address} />,
          },
        ]}
      />
      {addContact.dialog}
    </section>
  )
}
