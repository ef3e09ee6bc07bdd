import { useAccounts, useContacts, useDefiTokens, useTransactionHistory } from '@ftm-wallet/react'
import type { RecipientFacts } from '@ftm-wallet/sdk/machines'
import { useMemo } from 'react'
import { showTokenSymbols } from '../../ui/tokenSymbol.js'

/**
 * What the send form's recipient checks read (docs/behaviour/send-and-receive.md#recipient-checks): the sending
 * account, the Fantom contacts and the wallet's other accounts with their names, the counterparties of the account's
 * newest page of history (none until it loaded: no first-time notice before) and the DeFi tokens' contracts.
 */
export function useRecipientFacts(address: string): RecipientFacts {
  const { contacts } = useContacts()
  const { accounts } = useAccounts()
  const history = useTransactionHistory({ address, refetchInterval: false })
  const tokens = useDefiTokens({ owner: address, query: { select: showTokenSymbols } })
  const firstPage = history.data?.pages[0]
  return useMemo(() => {
    const self = address.toLowerCase()
    const knownRecipients = [
      ...contacts.filter((c) => c.blockchain === 'fantom').map((c) => ({ address: c.address, name: c.name })),
      ...accounts
        .filter((a) => a.address.toLowerCase() !== self)
        .map((a) => ({ address: a.address, name: a.name || 'your account' })),
    ]
    const counterparties = firstPage?.transactions.items.flatMap((t) =>
      [t.from, t.to].filter((a): a is string => !!a && a.toLowerCase() !== self),
    )
    const tokenContracts = tokens.data?.map((t) => ({ address: t.address, symbol: t.symbol }))
    return { from: address, knownRecipients, counterparties, tokenContracts }
  }, [address, contacts, accounts, firstPage, tokens.data])
}
