import type { WalletAccount } from '../types.js'

/** The accounts of a phrase group, in index order. */
export function listHdGroup(accounts: readonly WalletAccount[], phraseId: string): WalletAccount[] {
  return accounts.filter((a) => a.hd?.phraseId === phraseId).sort((a, b) => a.hd!.index - b.hd!.index)
}
