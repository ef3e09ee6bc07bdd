/** Which endpoint the client starts with: a fixed index into the list, or a random one. */
export type FirstEndpoint = 'random' | number

/** The order in which the client tries its endpoints. */
export interface EndpointRotation {
  /** Index of the endpoint that answered last (or the first choice). */
  current(): number
  /** Indexes for one round: the current endpoint, then all others in a fresh random order. */
  round(): number[]
  /** An endpoint answered: later rounds start there. */
  markAnswered(index: number): void
}

/**
 * Picks the first endpoint (fixed or random) and shuffles the fallbacks each round (docs/decisions.md#api-client).
 */
export function createEndpointRotation(
  count: number,
  first: FirstEndpoint = 'random',
  random: () => number = Math.random,
): EndpointRotation {
  let current = first === 'random' ? Math.floor(random() * count) : first
  if (!Number.isInteger(current) || current < 0 || current >= count) current = 0
  return {
    current: () => current,
    round() {
      const others = [...Array(count).keys()].filter((i) => i !== current)
      // Fisher–Yates
      for (let i = others.length - 1; i > 0; i--) {
        const j = Math.floor(random() * (i + 1))
        ;[others[i], others[j]] = [others[j] as number, others[i] as number]
      }
      return [current, ...others]
    },
    markAnswered(index) {
      current = index
    },
  }
}
