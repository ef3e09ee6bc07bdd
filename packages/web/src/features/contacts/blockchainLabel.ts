// Display names of the contact blockchains (docs/behaviour/contacts.md#contact-list).
const LABELS: Record<string, string> = {
  fantom: 'Fantom Opera',
  ethereum: 'Ethereum',
  binance: 'Binance Chain',
}

export function blockchainLabel(blockchain: string): string {
  return LABELS[blockchain] ?? blockchain
}
