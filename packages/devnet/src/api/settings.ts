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
