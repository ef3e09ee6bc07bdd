// Display names of the account types (docs/behaviour/wallets-and-accounts.md#wallet-types).
const LABELS: Record<string, string> = {
  keystore: 'Keystore',
  ledger: 'Ledger',
  ledgerEth: 'Ledger (Ethereum app)',
  metamask: 'MetaMask',
  coinbase: 'Coinbase Wallet',
  walletConnect: 'WalletConnect',
}

export function accountTypeLabel(type: string): string {
  return LABELS[type] ?? type
}
