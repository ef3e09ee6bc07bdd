import { useAccounts, useContacts, useWallet } from '@ftm-wallet/react'
import type { CallLabels, HistoryTransaction } from '@ftm-wallet/sdk'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { loadChunk } from '../../navigation/loadChunk.js'
import type { TransactionDescription } from './describeTransactions.js'

export interface TransactionDescriptions {
  /** Lower-case address → the name the user gave it (contacts on Opera, then the wallet's own accounts). */
  names: Readonly<Record<string, string>>
  /** What the decoder and the API name: contracts, tokens, validators (empty until read). */
  labels: CallLabels
  /** What a transaction with data did; undefined until the decoder has loaded. */
  describe: ((tx: HistoryTransaction) => TransactionDescription) | undefined
}

const carriesData = (tx: HistoryTransaction) => !!tx.to && tx.inputData !== '0x'

/**
 * What the History rows need to say what each transaction did (docs/behaviour/history.md#what-a-row-says): the
 * names of the user's contacts and accounts at once, and — loaded only when a listed transaction carries data — the
 * SDK's call decoder with the labels of the calls' contracts, tokens and validators.
 */
export function useTransactionDescriptions(items: readonly HistoryTransaction[]): TransactionDescriptions {
  const { client } = useWallet()
  const { contacts } = useContacts()
  const { accounts } = useAccounts()
  const names = useMemo(() => {
    const out: Record<string, string> = {}
    for (const account of accounts) if (account.name) out[account.address.toLowerCase()] = account.name
    // A contact's name wins over an account's: it is the name the user chose for the address book.
    for (const contact of contacts) {
      const name = contact.name.trim()
      if (contact.blockchain === 'fantom' && name) out[contact.address.toLowerCase()] = name
    }
    return out
  }, [contacts, accounts])
  const calls = useMemo(() => items.filter(carriesData), [items])
  const decoder = useQuery({
    queryKey: ['historyCallLabels', calls.map((tx) => tx.hash)],
    queryFn: async ({ signal }) => {
      const module = await loadChunk(() => import('./describeTransactions.js'), 'describeTransactions')
      const labels = await module.readHistoryLabels(client, calls, signal)
      return { describe: module.describeTransaction, labels }
    },
    enabled: calls.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    structuralSharing: false,
  })
  const data = decoder.data
  return useMemo(() => {
    const labels: CallLabels = { ...data?.labels, names }
    const describe = data?.describe
    return { names, labels, describe: describe && ((tx) => describe(tx, labels)) }
  }, [data, names])
}
