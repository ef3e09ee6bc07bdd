// The devnet's seed scenario as data: who stakes what, when, and which proposals exist.
// All stakes are FTM (whole units); times are seconds after the start of the seeded history.

/** Chain history the seed spreads validators, epochs, proposals and trades over (the genesis is this far back). */
export const SEED_HISTORY_SECONDS = 30 * 86_400
const DAY = 86_400

export type ValidatorKey = 'aurora' | 'granite' | 'lumen' | 'harbor' | 'nimbus' | 'sleepy' | 'rogue' | 'anon'

export interface ValidatorPlan {
  key: ValidatorKey
  /** null: publishes no profile (the wallet shows "Unknown"). */
  profile: { name: string; website: string; contact: string; color: string } | null
  selfStake: number
  /** Self-stake lock-up in days (0 = unlocked, so its delegators cannot lock). */
  lockDays: number
  fate: 'active' | 'offline' | 'cheater'
}

export const VALIDATOR_PLAN: readonly ValidatorPlan[] = [
  {
    key: 'aurora',
    profile: profile('Aurora Staking', 'aurora-staking', '#1969ff'),
    selfStake: 5_000_000,
    lockDays: 365,
    fate: 'active',
  },
  {
    key: 'granite',
    profile: profile('Granite Node', 'granite-node', '#5b6770'),
    selfStake: 3_000_000,
    lockDays: 365,
    fate: 'active',
  },
  {
    key: 'lumen',
    profile: profile('Lumen Validator', 'lumen-validator', '#f5a623'),
    selfStake: 2_000_000,
    lockDays: 365,
    fate: 'active',
  },
  {
    key: 'harbor',
    profile: profile('Harbor Stake', 'harbor-stake', '#00a389'),
    selfStake: 1_200_000,
    lockDays: 120,
    fate: 'active',
  },
  // Near its delegation cap: a whale fills it to 2,000 FTM below selfStake × maxDelegatedRatio (16).
  {
    key: 'nimbus',
    profile: profile('Nimbus Node', 'nimbus-node', '#8e44ad'),
    selfStake: 500_000,
    lockDays: 365,
    fate: 'active',
  },
  {
    key: 'sleepy',
    profile: profile('Sleepy Hollow', 'sleepy-hollow', '#95a5a6'),
    selfStake: 800_000,
    lockDays: 365,
    fate: 'offline',
  },
  {
    key: 'rogue',
    profile: profile('Rogue Signer', 'rogue-signer', '#c0392b'),
    selfStake: 600_000,
    lockDays: 365,
    fate: 'cheater',
  },
  { key: 'anon', profile: null, selfStake: 700_000, lockDays: 0, fate: 'active' },
]

/** Headroom left on the near-cap validator ("nimbus"). */
export const NEAR_CAP_HEADROOM = 2_000

export interface DelegationPlan {
  /** Index of the seed delegator (random key). */
  delegator: number
  validator: ValidatorKey
  amount: number
  lockDays?: number
}

export const DELEGATION_PLAN: readonly DelegationPlan[] = [
  { delegator: 0, validator: 'aurora', amount: 120_000 },
  { delegator: 1, validator: 'aurora', amount: 50_000, lockDays: 365 },
  { delegator: 2, validator: 'granite', amount: 80_000, lockDays: 180 },
  { delegator: 2, validator: 'lumen', amount: 25_000 },
  { delegator: 3, validator: 'lumen', amount: 10_000, lockDays: 30 },
  { delegator: 4, validator: 'harbor', amount: 5_000 },
  { delegator: 6, validator: 'sleepy', amount: 15_000 },
  { delegator: 7, validator: 'rogue', amount: 9_000 },
  { delegator: 8, validator: 'anon', amount: 3_000 },
  { delegator: 9, validator: 'granite', amount: 1_500 },
]
/** Delegator 5 is the whale that fills "nimbus" up to NEAR_CAP_HEADROOM. */
export const WHALE_DELEGATOR = 5
export const DELEGATOR_COUNT = 10

/** The admin stakes this much with "aurora", locks it for a year and mints sFTM from it (for the DeFi pools). */
export const ADMIN_SFTM_STAKE = 300_000

/** Names registered in the name registry: delegator index, 'admin', or a validator key. */
export const NAME_PLAN: ReadonlyArray<{ name: string; owner: number | 'admin' | ValidatorKey }> = [
  { name: 'ALICE.FTM', owner: 0 },
  { name: 'BOB.FTM', owner: 1 },
  { name: 'AURORA.FTM', owner: 'aurora' },
  { name: 'DEVNET.FTM', owner: 'admin' },
  // A .crypto name only this registry knows: the wallet asks Unstoppable Domains first, which has no such domain,
  // then falls back here (docs/chain-and-api.md#naming).
  { name: 'DAVE.CRYPTO', owner: 3 },
]

/**
 * Domains in the devnet's Unstoppable Domains reader (UnsProxyReader), owned by delegators, each with one record:
 * the FTM address on Opera (`crypto.FTM.version.OPERA.address`, what the wallet asks first) or only the plain FTM
 * address (`crypto.FTM.address`, its fallback). The name registry knows neither.
 */
export const UNS_PLAN: ReadonlyArray<{ domain: string; owner: number; key: string }> = [
  { domain: 'carol.crypto', owner: 2, key: 'crypto.FTM.version.OPERA.address' },
  { domain: 'erin.crypto', owner: 4, key: 'crypto.FTM.address' },
]

/** Seconds after the history start of each phase-A step (daily epochs run 1..EPOCH_DAYS). */
export const PHASE_A = {
  contracts: 60,
  validators: 3_600,
  delegations: 7_200,
  epochDays: 8,
  end: 8 * DAY + 3_600,
} as const

/** The seed needs at least this much history; a chain without back-dated genesis ends up in the future. */
export const MIN_HISTORY_SECONDS = PHASE_A.end + 3 * DAY

function profile(name: string, slug: string, color: string) {
  return { name, website: `https://${slug}.example`, contact: `ops@${slug}.example`, color }
}
