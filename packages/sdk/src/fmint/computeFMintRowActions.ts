// Overview rows of the fMint area (docs/behaviour/fmint.md#screens): which actions a row offers and where a click on
// it leads.

export type FMintRowAction = 'Lock' | 'Unlock' | 'Swap' | 'Mint' | 'Repay'

export interface FMintRowState {
  symbol: string
  /** The token's `canMint` flag. */
  canMint: boolean
  /** Locked amount of this token (base units). */
  collateral: bigint
  /** Minted amount of this token (base units). */
  debt: bigint
}

const COLLATERAL_SYMBOLS = /* @__PURE__ */ new Set(['WFTM', 'SFTM'])

/**
 * True for the tokens the fMint area accepts as collateral: WFTM and SFTM only (docs/behaviour/fmint.md#collateral).
 */
export function isFMintCollateralSymbol(symbol: string): boolean {
  return COLLATERAL_SYMBOLS.has(symbol.toUpperCase())
}

/**
 * Row actions in the spec's order: Lock for WFTM/SFTM; Unlock if collateral > 0; Swap for WFTM; Mint if the
 * token can be minted and debt > 0; Repay if debt > 0.
 */
export function computeFMintRowActions(row: FMintRowState): FMintRowAction[] {
  const symbol = row.symbol.toUpperCase()
  const actions: FMintRowAction[] = []
  if (isFMintCollateralSymbol(symbol)) actions.push('Lock')
  if (row.collateral > 0n) actions.push('Unlock')
  if (symbol === 'WFTM') actions.push('Swap')
  if (row.canMint && row.debt > 0n) actions.push('Mint')
  if (row.debt > 0n) actions.push('Repay')
  return actions
}

/**
 * Where a click on a row leads: with both debt and collateral a window offers Deposit or Borrow ('choice');
 * only debt goes to borrow; only collateral to deposit; neither: nowhere (undefined).
 */
export function computeFMintRowTarget(row: {
  collateral: bigint
  debt: bigint
}): 'choice' | 'deposit' | 'borrow' | undefined {
  if (row.collateral > 0n && row.debt > 0n) return 'choice'
  if (row.debt > 0n) return 'borrow'
  if (row.collateral > 0n) return 'deposit'
  return undefined
}
