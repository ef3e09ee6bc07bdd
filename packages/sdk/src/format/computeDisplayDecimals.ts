/**
 * How many decimals to show for a token, by its price (spec 02 §9): price 0 (unknown) → 6; below 0.5 → 1;
 * below 100 → 2; below 1000 → 5; otherwise 6. A price that is not a finite non-negative number counts as
 * unknown. (original-wallet-facts.md §6.2 gave 2 for price 0; the spec wins.)
 */
export function computeDisplayDecimals(price: number): number {
  if (!Number.isFinite(price) || price <= 0) return 6
  if (price < 0.5) return 1
  if (price < 100) return 2
  if (price < 1000) return 5
  return 6
}
