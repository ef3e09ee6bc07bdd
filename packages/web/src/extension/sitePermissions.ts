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

/**
 * chrome.storage.local key of each grant's id and creation time (the `id` and `date` of its EIP-2255 permission
 * object, docs/behaviour/extension.md#metamask-sources), beside the grants themselves.
 */
export const SITE_GRANT_INFO_KEY = 'sitePermissionGrants.v1'

/** When a site's grant was made and its id: a random id, and the time in ms since the epoch. */
export interface GrantInfo {
  id: string
  date: number
}
type GrantInfos = Record<string, GrantInfo>

const isGrantInfo = (v: unknown): v is GrantInfo =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as GrantInfo).id === 'string' &&
  Number.isSafeInteger((v as GrantInfo).date)

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
  const loadInfos = async (): Promise<GrantInfos> => {
    const raw = await store.get(SITE_GRANT_INFO_KEY)
    if (typeof raw !== 'object' || raw === null) return {}
    const infos: GrantInfos = {}
    for (const [origin, info] of Object.entries(raw as Record<string, unknown>)) {
      if (parseSiteOrigin(origin) && isGrantInfo(info)) infos[origin] = { id: info.id, date: info.date }
    }
    return infos
  }
  const newInfo = (): GrantInfo => ({ id: crypto.randomUUID(), date: Date.now() })
  const originOf = (origin: string) => {
    const parsed = parseSiteOrigin(origin)
    if (!parsed) throw new TypeError('Not a site origin')
    return parsed
  }
  return {
    /**
     * Sets exactly the accounts the user toggled on for this site. A site that had no grant gets a new grant id and
     * date; one that keeps a grant keeps them; one left without accounts loses them.
     */
    async setGrantedAccounts(origin: string, accounts: string[]) {
      const site = originOf(origin)
      const [grants, infos] = await Promise.all([load(), loadInfos()])
      const list = [...new Set(accounts.filter((a) => isAddress(a)).map((a) => getAddress(a)))]
      if (list.length === 0) {
        delete grants[site]
        delete infos[site]
      } else {
        if (!grants[site] || !infos[site]) infos[site] = newInfo()
        grants[site] = list
      }
      await store.set(SITE_GRANT_INFO_KEY, infos)
      await store.set(KEY, grants)
    },
    /**
     * The id and creation time of the site's grant; null without one. A grant kept from before grants had them gets
     * them now (its date is then the first time it was asked for).
     */
    async grantInfo(origin: string): Promise<GrantInfo | null> {
      const site = parseSiteOrigin(origin)
      if (!site) return null
      const [grants, infos] = await Promise.all([load(), loadInfos()])
      if (!grants[site]) return null
      const info = infos[site]
      if (info) return info
      infos[site] = newInfo()
      await store.set(SITE_GRANT_INFO_KEY, infos)
      return infos[site]
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
