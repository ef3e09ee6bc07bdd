// Small bigint helpers shared by the rule areas (Math.min/max do not take bigints).

/** The smaller of two bigints. */
export function minBigInt(a: bigint, b: bigint): bigint {
  return a < b ? a : b
}

/** The larger of two bigints. */
export function maxBigInt(a: bigint, b: bigint): bigint {
  return a > b ? a : b
}

/** `value × numerator / denominator`, rounded down (for non-negative values). */
export function mulDiv(value: bigint, numerator: bigint, denominator: bigint): bigint {
  return (value * numerator) / denominator
}

/** `value × numerator / denominator`, rounded up (for non-negative values). */
export function mulDivUp(value: bigint, numerator: bigint, denominator: bigint): bigint {
  const product = value * numerator
  return (product + denominator - 1n) / denominator
}
