/**
 * How many decimals to show for a token, by its price (docs/behaviour/tokens-and-assets.md#display-decimals): price 0
 * (unknown) → 6; below 0.5 → 1; below 100 → 2; below 1000 → 5; otherwise 6. A price that is not a finite non-negative
 * number counts as unknown. (The original wallet gave 2 for price 0; we follow the specified 6.)
 */
export function computeDisplayDecimals(price: number): number {
  if (!Number.isFinite(price) || price <= 0) return 6
  if (price < 0.5) return 1
  if (price < 100) return 2
  if (price < 1000) return 5
  return 6
}
