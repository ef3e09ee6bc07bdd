/** A small deterministic PRNG (mulberry32) so a seed with the same number plans the same history. */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number
  /** Uniform integer in [0, n). */
  int(n: number): number
  /** Log-uniform in [min, max]. */
  logUniform(min: number, max: number): number
  pick<T>(items: readonly T[]): T
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (n) => Math.floor(next() * n),
    logUniform: (min, max) => Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min))),
    pick: (items) => items[Math.floor(next() * items.length)]!,
  }
}

/** `amount * fraction` for a float fraction, in bigint (6 significant decimals of the fraction). */
export function scale(amount: bigint, fraction: number): bigint {
  return (amount * BigInt(Math.round(fraction * 1_000_000))) / 1_000_000n
}
