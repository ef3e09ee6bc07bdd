import { isHexAddress } from '@ftm-wallet/sdk'
import type { TransactionRequest } from './parseTransactionRequest.js'
import { parseSiteOrigin } from './sitePermissions.js'
import type {
  AddChainRequest,
  MessageSignRequest,
  TypedDataSignRequest,
  WatchAssetRequest,
} from './siteRequestParams.js'

/**
 * The external-site messages (docs/behaviour/extension.md#site-pages), plus the two refusals the pages send when the
 * user says no (`wallet_requestAccounts_rejected`, `wallet_sendTransaction_rejected`).
 */
export type ExtensionMessage =
  | { type: 'wallet_requestAccounts_done'; origin: string; accounts: string[] }
  | { type: 'wallet_requestAccounts_rejected'; origin: string }
  | { type: 'wallet_sendTransaction_ready'; id: string }
  | { type: 'wallet_sendTransaction_done'; id: string; hash: `0x${string}` }
  | { type: 'wallet_sendTransaction_rejected'; id: string }
  | { type: 'wallet_siteRequest_ready'; id: string }
  | { type: 'wallet_siteRequest_done'; id: string; signature?: `0x${string}` }
  | { type: 'wallet_siteRequest_rejected'; id: string }

/** A site's request that waits in a wallet window (signing, adding a network, watching a token). */
export type SiteRequest =
  | ({ method: 'personal_sign' } & MessageSignRequest)
  | ({ method: 'eth_signTypedData_v4' } & TypedDataSignRequest)
  | { method: 'wallet_addEthereumChain'; chain: AddChainRequest }
  | { method: 'wallet_watchAsset'; asset: WatchAssetRequest }

/** The worker's answer to `wallet_siteRequest_ready`: the request, the site that made it, and the active chain. */
export interface PendingSiteRequest {
  origin: string
  request: SiteRequest
}

/** The worker's answer to `wallet_sendTransaction_ready`: the site's transaction waiting for the user. */
export interface PendingTransaction {
  origin: string
  transaction: TransactionRequest
}

const isId = (v: unknown): v is string => typeof v === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(v)

/**
 * Checks a message's shape before anything is shown to the user; anything else (extra tricks, bad origin, bad
 * address, bad hash) is null and is dropped.
 */
export function parseExtensionMessage(message: unknown): ExtensionMessage | null {
  if (typeof message !== 'object' || message === null) return null
  const m = message as Record<string, unknown>
  if (m.type === 'wallet_requestAccounts_done') {
    const origin = parseSiteOrigin(m.origin)
    const accounts = m.accounts
    if (!origin || !Array.isArray(accounts) || accounts.length > 100) return null
    if (!accounts.every((a) => typeof a === 'string' && isHexAddress(a))) return null
    return { type: m.type, origin, accounts: accounts as string[] }
  }
  if (m.type === 'wallet_requestAccounts_rejected') {
    const origin = parseSiteOrigin(m.origin)
    return origin ? { type: m.type, origin } : null
  }
  if (m.type === 'wallet_sendTransaction_ready' && isId(m.id)) return { type: m.type, id: m.id }
  if (m.type === 'wallet_sendTransaction_rejected' && isId(m.id)) return { type: m.type, id: m.id }
  if (m.type === 'wallet_siteRequest_ready' && isId(m.id)) return { type: m.type, id: m.id }
  if (m.type === 'wallet_siteRequest_rejected' && isId(m.id)) return { type: m.type, id: m.id }
  if (m.type === 'wallet_siteRequest_done' && isId(m.id)) {
    if (m.signature === undefined) return { type: m.type, id: m.id }
    const signature = m.signature
    if (typeof signature === 'string' && /^0x[0-9a-fA-F]{130}$/.test(signature)) {
      return { type: m.type, id: m.id, signature: signature as `0x${string}` }
    }
    return null
  }
  if (m.type === 'wallet_sendTransaction_done' && isId(m.id)) {
    const hash = m.hash
    if (typeof hash === 'string' && /^0x[0-9a-fA-F]{64}$/.test(hash)) {
      return { type: m.type, id: m.id, hash: hash as `0x${string}` }
    }
  }
  return null
}
