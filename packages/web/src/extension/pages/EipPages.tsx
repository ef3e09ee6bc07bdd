import { lazyNamed } from '../../ui/lazyNamed.js'

// The pages load on demand, so the route table stays light (the welcome screen does not pay for them).
const Welcome = lazyNamed(() => import('./EipWelcome.js'), 'EipWelcome')
const SelectAccounts = lazyNamed(() => import('./EipSelectAccounts.js'), 'EipSelectAccounts')
const SendTransaction = lazyNamed(() => import('./EipSendTransaction.js'), 'EipSendTransaction')

/** /eip-welcome: the wallet's accounts, the sites that may use them, and a button to open the wallet. */
export function EipWelcomePage() {
  return <Welcome />
}

/** /eip-select-accounts/{site}: the accounts a site may use, toggled by the user and stored per origin. */
export function EipSelectAccountsPage() {
  return <SelectAccounts />
}

/** /eip-send-transaction/{id}: confirm with the password, or reject, a transaction a site asks for. */
export function EipSendTransactionPage() {
  return <SendTransaction />
}
