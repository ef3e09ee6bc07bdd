import { getAccountBalances } from '../../api/account/getAccountBalances.js'
import { getTransactionCount } from '../../api/account/getTransactionCount.js'
import type { ApiClient } from '../../api/createApiClient.js'
import { HD_DISCOVERY_GAP } from '../../constants/limits.js'
import { ValidationError } from '../../errors/ValidationError.js'
import type { DerivationScheme } from './derivationPath.js'
import { deriveHdKeys } from './deriveHdKeys.js'

/** An account of a phrase: its index, path and address (no key). */
export interface HdAccountInfo {
  index: number
  path: string
  address: string
}

/** What an address has done on chain. */
export interface HdActivity {
  nonce: bigint
  /** Available balance. */
  balance: bigint
  /** Balance plus stake, rewards and pending withdrawals. */
  totalValue: bigint
}

export interface DiscoverHdAccountsParameters {
  /** Reads nonce and balance (the API, or JSON-RPC in limited mode). */
  client: ApiClient
  mnemonic: string
  passphrase?: string | undefined
  scheme?: DerivationScheme | undefined
  /** Unused accounts in a row that end the scan (default 5). */
  gap?: number | undefined
  signal?: AbortSignal | undefined
}

/** The outcome of a scan. */
export interface HdDiscovery {
  /** The used accounts in index order; account 0 alone when none is used (the wallet still gets its first account). */
  accounts: HdAccountInfo[]
  /** False when no scanned account has a nonce or a balance. */
  activityFound: boolean
  /** 'No activity found' when `activityFound` is false, else null. */
  message: string | null
  /** How many indexes were looked at (0 … scanned − 1). */
  scanned: number
}

export const NO_ACTIVITY_MESSAGE = 'No activity found'

/** Nonce and available balance of some addresses: one aliased balance request and one nonce query each. */
async function readActivity(
  client: ApiClient,
  addresses: readonly string[],
  signal: AbortSignal | undefined,
): Promise<HdActivity[]> {
  const options = signal ? { signal } : {}
  const [balances, nonces] = await Promise.all([
    getAccountBalances(client, { addresses, ...options }),
    Promise.all(addresses.map((address) => getTransactionCount(client, { address, ...options }))),
  ])
  return addresses.map((_, i) => ({
    nonce: nonces[i]!,
    balance: balances[i]!.balance,
    totalValue: balances[i]!.totalValue,
  }))
}

/**
 * Finds the used accounts of a phrase (docs/behaviour/wallets-and-accounts.md#accounts-of-one-phrase): indexes are
 * read in batches from 0 on, an account is used when its nonce or its balance (total value, which counts stake) is
 * above zero, and the scan stops after `gap` unused accounts in a row. A phrase or passphrase with no used account is
 * valid (a hidden wallet may be empty): the result then holds account 0 and says 'No activity found'.
 */
export async function discoverHdAccounts({
  client,
  mnemonic,
  passphrase,
  scheme = 'standard',
  gap = HD_DISCOVERY_GAP,
  signal,
}: DiscoverHdAccountsParameters): Promise<HdDiscovery> {
  if (!Number.isInteger(gap) || gap < 1 || gap > 100) {
    throw new ValidationError(
      'DERIVATION_INDEX_INVALID',
      'The discovery gap must be a whole number from 1 to 100',
    )
  }
  const used: HdAccountInfo[] = []
  let unusedInRow = 0
  let next = 0
  while (unusedInRow < gap) {
    const indexes = Array.from({ length: gap - unusedInRow }, (_, i) => next + i)
    const keys = deriveHdKeys({ mnemonic, passphrase, scheme, indexes })
    const infos = keys.map(({ index, path, address }) => ({ index, path, address }))
    const activity = await readActivity(
      client,
      infos.map((info) => info.address),
      signal,
    )
    for (const [i, info] of infos.entries()) {
      const { nonce, balance, totalValue } = activity[i]!
      if (nonce > 0n || balance > 0n || totalValue > 0n) {
        used.push(info)
        unusedInRow = 0
      } else {
        unusedInRow += 1
      }
    }
    next += indexes.length
  }
  if (used.length > 0) return { accounts: used, activityFound: true, message: null, scanned: next }
  const [first] = deriveHdKeys({ mnemonic, passphrase, scheme, indexes: [0] })
  return {
    accounts: [{ index: 0, path: first!.path, address: first!.address }],
    activityFound: false,
    message: NO_ACTIVITY_MESSAGE,
    scanned: next,
  }
}
