import type { WalletRow } from './WalletList.js'

/**
 * Dashboard sums (docs/behaviour/wallets-and-accounts.md#dashboard): Σ balance and Σ totalBalance; undefined until
 * every row has loaded.
 */
export function sumBalances(rows: readonly WalletRow[]): { balance?: bigint; totalBalance?: bigint } {
  if (rows.some((r) => r.balance === undefined || r.totalBalance === undefined)) return {}
  return {
    balance: rows.reduce((s, r) => s + (r.balance ?? 0n), 0n),
    totalBalance: rows.reduce((s, r) => s + (r.totalBalance ?? 0n), 0n),
  }
}
