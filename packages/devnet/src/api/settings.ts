/** Run-time knobs of the devnet that the controls (`POST /devnet/...`) change. Kept in the data dir. */
export interface DevnetSettings {
  /** FTM price per currency symbol (upper case) that `price(to)` serves; USD and EUR by default. */
  prices: Record<string, number>
  /** When the prices last changed (unix seconds): `Price.lastUpdate`. */
  pricesUpdatedAt: number
  bridge: BridgeSettings
}

export interface BridgeSettings {
  /** Every bridge call answers HTTP 500 while true. */
  down: boolean
  /** How long after its deposit a swap takes to complete (ms). */
  delayMs: number
}

/** Defaults of a fresh data dir. */
export function createDefaultSettings(now = Math.floor(Date.now() / 1000)): DevnetSettings {
  return {
    prices: { USD: 0.5, EUR: 0.46 },
    pricesUpdatedAt: now,
    bridge: { down: false, delayMs: 6000 },
  }
}

/**
 * Faults a test switches on through `POST /devnet/unconfirmed` (in memory only, never saved): the real API's R1
 * answer. `unconfirmedSends` of the next `sendTransaction` calls broadcast the transaction and then answer the
 * error `transaction 0x… could not be confirmed`; for `hideMs` after that, `transaction(hash)` answers the
 * all-zero transaction for that hash as if the node had not seen it yet.
 */
export interface ApiFaults {
  unconfirmedSends: number
  hideMs: number
  /** Hash (lower case) → time (ms) until which the node "does not know" it. */
  hidden: Map<string, number>
  /**
   * What every `Delegation.isFluidStakingActive` answers: true, like the real API, unless a test switches it off
   * with `POST /devnet/staking {"fluidStaking": false}` (to meet the pre-fluid-staking rules and warning).
   */
  fluidStaking: boolean
}

export function createApiFaults(): ApiFaults {
  return { unconfirmedSends: 0, hideMs: 0, hidden: new Map(), fluidStaking: true }
}
