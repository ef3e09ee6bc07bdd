/** Fisher–Yates shuffle with crypto randomness (display only: the order the words are offered in). */
export function shuffle<T>(items: readonly T[]): T[] {
  const out = [...items]
  const random = new Uint32Array(out.length)
  crypto.getRandomValues(random)
  for (let i = out.length - 1; i > 0; i--) {
    const j = (random[i] ?? 0) % (i + 1)
    const tmp = out[i] as T
    out[i] = out[j] as T
    out[j] = tmp
  }
  return out
}
