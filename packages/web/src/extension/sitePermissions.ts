import { isHexAddress, toChecksumAddress } from '@ftm-wallet/sdk'

const isAddress = (a: string) => isHexAddress(a)
const getAddress = toChecksumAddress

/** Where the extension keeps its grants (chrome.storage.local in the extension, a Map in tests). */
export interface PermissionStore {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
}

/** chrome.storage.local key of the grants. */
export const SITE_PERMISSIONS_KEY = 'sitePermissions.v1'
const KEY = SITE_PERMISSIONS_KEY
type Grants = Record<string, string[]>

/** A site origin as the browser reports it: scheme://host[:port], nothing else. */
export function parseSiteOrigin(origin: unknown): string | null {
  if (typeof origin !== 'string') return null
  try {
    const url = new URL(origin)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return url.origin === origin ? origin : null
  } catch {
    return null
  }
}

/**
 * Per-origin account permissions (docs/behaviour/extension.md#site-pages, /eip-select-accounts/{site}): which
 * accounts a site may see. A site never sees an account it was not granted: `accountsFor` filters by the grant and by
 * the wallet's current accounts.
 */
export function createSitePermissions(store: PermissionStore) {
  const load = async (): Promise<Grants> => {
    const raw = await store.get(KEY)
    if (typeof raw !== 'object' || raw === null) return {}
    const grants: Grants = {}
    for (const [origin, list] of Object.entries(raw as Record<string, unknown>)) {
      if (parseSiteOrigin(origin) && Array.isArray(list)) {
        grants[origin] = list
          .filter((a): a is string => typeof a === 'string' && isAddress(a))
          .map((a) => getAddress(a))
      }
    }
    return grants
  }
  const originOf = (origin: string) => {
    const parsed = parseSiteOrigin(origin)
    if (!parsed) throw new TypeError('Not a site origin')
    return parsed
  }
  return {
    /** Sets exactly the accounts the user toggled on for this site. */
    async setGrantedAccounts(origin: string, accounts: string[]) {
      const grants = await load()
      const list = [...new Set(accounts.filter((a) => isAddress(a)).map((a) => getAddress(a)))]
      if (list.length === 0) delete grants[originOf(origin)]
      else grants[originOf(origin)] = list
      await store.set(KEY, grants)
    },
    /** Forgets every grant of a site. */
    revoke: (origin: string) => createSitePermissions(store).setGrantedAccounts(origin, []),
    /** The origins that hold a grant. */
    sites: async (): Promise<string[]> => Object.keys(await load()).sort(),
    /** The accounts the site may see: granted AND still in the wallet. */
    async accountsFor(origin: string, walletAccounts: string[]): Promise<string[]> {
      const parsed = parseSiteOrigin(origin)
      if (!parsed) return []
      const inWallet = new Set(walletAccounts.filter((a) => isAddress(a)).map((a) => getAddress(a)))
      return ((await load())[parsed] ?? []).filter((a) => inWallet.has(a))
    },
  }
}
