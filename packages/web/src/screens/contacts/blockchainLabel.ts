// Display names of the contact blockchains (spec 01 §1).
const LABELS: Record<string, string> = {
  fantom: 'Fantom Opera',
  ethereum: 'Ethereum',
  binance: 'Binance Chain',
}

export function blockchainLabel(blockchain: string): string {
  return LABELS[blockchain] ?? blockchain
}
