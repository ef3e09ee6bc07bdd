import { isHexAddress, parseTypedData, readTypedDataJson, toChecksumAddress } from '@ftm-wallet/sdk'
import { ProviderRpcError } from './ProviderRpcError.js'

// The checks of a site's wallet requests (docs/behaviour/extension.md#provider-methods): every parameter is read
// here, in the worker, before anything is shown to the user; what fails is answered -32602 naming what is wrong.

const invalid = (message: string) => new ProviderRpcError('INVALID_PARAMS', `Invalid params: ${message}`)
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A `personal_sign` request: the message (0x-hex bytes, or text) and the account asked to sign it. */
export interface MessageSignRequest {
  message: string
  address: string
}

/**
 * `personal_sign` params `[message, address]`. As MetaMask does (docs/behaviour/extension.md#metamask-sources), a
 * request whose first parameter is an address and whose second does not have an address's length (42 characters)
 * is read the other way round: some sites send `[address, message]`. When both look like addresses the order is
 * the standard one.
 */
export function checkPersonalSign(params: unknown[]): MessageSignRequest {
  let [message, address] = params
  const addressLength = (v: unknown) => typeof v === 'string' && v.length === 42
  if (typeof message === 'string' && isHexAddress(message) && !addressLength(address)) {
    ;[message, address] = [address, message]
  }
  if (typeof message !== 'string') throw invalid('the message must be a string (0x-hex bytes or text)')
  if (message.length > 200_000) throw invalid('the message is longer than 100 KB')
  if (typeof address !== 'string' || !isHexAddress(address)) throw invalid('the address must be a 0x address')
  return { message, address: toChecksumAddress(address) }
}

/** An `eth_signTypedData_v4` request: the account and the typed data as JSON text (checked). */
export interface TypedDataSignRequest {
  address: string
  typedData: string
}

/**
 * `eth_signTypedData_v4` params `[address, typedData]` (the object or its JSON text), checked as the signers check
 * typed data: missing `primaryType`, types that do not match the message, a non-numeric chain id… are -32602 with the
 * signers' message ('Invalid typed data: message.to is missing (type Person)').
 */
export function checkSignTypedData(params: unknown[]): TypedDataSignRequest {
  const [address, input] = params
  if (typeof address !== 'string' || !isHexAddress(address)) throw invalid('the address must be a 0x address')
  let json: unknown
  try {
    json = readTypedDataJson(input)
    parseTypedData(json)
  } catch (error) {
    throw new ProviderRpcError('INVALID_PARAMS', (error as Error).message)
  }
  return {
    address: toChecksumAddress(address),
    typedData: typeof input === 'string' ? input : JSON.stringify(json),
  }
}

/** A chain id as EIP-3085/3326 give it: 0x-hex without leading zeros, a safe positive integer. */
export function checkChainId(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[1-9a-fA-F][0-9a-fA-F]*$/.test(value)) {
    throw invalid(
      `chainId must be a 0x-hex string without leading zeros, got ${JSON.stringify(value) ?? 'nothing'}`,
    )
  }
  const id = Number(BigInt(value))
  if (!Number.isSafeInteger(id)) throw invalid(`chainId ${value} is too large`)
  return id
}

/** `wallet_switchEthereumChain` params `[{ chainId }]`. */
export function checkSwitchChain(params: unknown[]): number {
  const [arg] = params
  if (!isRecord(arg)) throw invalid('expected [{ chainId }]')
  const extra = Object.keys(arg).filter((k) => k !== 'chainId')
  if (extra.length > 0) throw invalid(`unexpected key ${extra.map((k) => `'${k}'`).join(', ')}`)
  return checkChainId(arg.chainId)
}

/** A `wallet_addEthereumChain` request, checked (EIP-3085). */
export interface AddChainRequest {
  chainId: number
  chainName: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  explorerUrl?: string | undefined
}

/** https, or http to this machine (a local node). */
function isRpcUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    if (url.username || url.password) return false
    if (url.protocol === 'https:') return true
    return url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  } catch {
    return false
  }
}

/**
 * `wallet_addEthereumChain` params `[{ chainId, chainName, rpcUrls, nativeCurrency, blockExplorerUrls?, iconUrls? }]`:
 * the first https RPC URL (http only to localhost) is the one the wallet checks and uses.
 */
export function checkAddChain(params: unknown[]): AddChainRequest {
  const [arg] = params
  if (!isRecord(arg)) throw invalid('expected [{ chainId, chainName, rpcUrls, nativeCurrency }]')
  const known = ['chainId', 'chainName', 'rpcUrls', 'nativeCurrency', 'blockExplorerUrls', 'iconUrls']
  const extra = Object.keys(arg).filter((k) => !known.includes(k))
  if (extra.length > 0) throw invalid(`unexpected key ${extra.map((k) => `'${k}'`).join(', ')}`)
  const chainId = checkChainId(arg.chainId)
  const chainName = arg.chainName
  if (typeof chainName !== 'string' || chainName.trim() === '' || chainName.length > 100) {
    throw invalid('chainName must be a non-empty string of at most 100 characters')
  }
  const rpcUrl = Array.isArray(arg.rpcUrls) ? arg.rpcUrls.find(isRpcUrl) : undefined
  if (!rpcUrl) throw invalid('rpcUrls must hold an https URL (http only for localhost)')
  const currency = arg.nativeCurrency
  if (!isRecord(currency)) throw invalid('nativeCurrency must be an object { name, symbol, decimals }')
  const { name, symbol, decimals } = currency
  if (typeof symbol !== 'string' || !/^.{2,6}$/u.test(symbol)) {
    throw invalid('nativeCurrency.symbol must be a string of 2 to 6 characters')
  }
  if (decimals !== 18) throw invalid('nativeCurrency.decimals must be 18')
  if (typeof name !== 'string' || name.trim() === '')
    throw invalid('nativeCurrency.name must be a non-empty string')
  const explorers = arg.blockExplorerUrls
  if (explorers !== undefined && explorers !== null && !Array.isArray(explorers)) {
    throw invalid('blockExplorerUrls must be a list of https URLs')
  }
  const explorerUrl = (explorers ?? []).find(
    (u: unknown) => typeof u === 'string' && /^https:\/\/[^\s/]+/.test(u),
  ) as string | undefined
  return {
    chainId,
    chainName: chainName.trim(),
    rpcUrl,
    nativeCurrency: { name: name.trim(), symbol, decimals },
    ...(explorerUrl ? { explorerUrl } : {}),
  }
}

/** A `wallet_watchAsset` request for an ERC-20 token (EIP-747). */
export interface WatchAssetRequest {
  address: string
  symbol: string
  decimals: number
  image?: string | undefined
}

/** `wallet_watchAsset` params `{ type: 'ERC20', options: { address, symbol, decimals, image? } }` (or that in a list). */
export function checkWatchAsset(params: unknown[] | Record<string, unknown>): WatchAssetRequest {
  const arg = Array.isArray(params) ? params[0] : params
  if (!isRecord(arg)) throw invalid("expected { type: 'ERC20', options: { address, symbol, decimals } }")
  if (arg.type !== 'ERC20')
    throw invalid(`asset type ${JSON.stringify(arg.type)} is not supported (only 'ERC20')`)
  const options = arg.options
  if (!isRecord(options)) throw invalid('options must be an object { address, symbol, decimals }')
  const { address, symbol, decimals, image } = options
  if (typeof address !== 'string' || !isHexAddress(address))
    throw invalid('options.address must be a 0x address')
  if (typeof symbol !== 'string' || !/^\S.{0,10}$/u.test(symbol)) {
    throw invalid('options.symbol must be a string of 1 to 11 characters')
  }
  const places = typeof decimals === 'string' && /^\d+$/.test(decimals) ? Number(decimals) : decimals
  if (typeof places !== 'number' || !Number.isInteger(places) || places < 0 || places > 36) {
    throw invalid('options.decimals must be an integer from 0 to 36')
  }
  return {
    address: toChecksumAddress(address),
    symbol,
    decimals: places,
    ...(typeof image === 'string' && /^(https:|data:image\/)/.test(image) ? { image } : {}),
  }
}

/**
 * The permissions of `wallet_requestPermissions` / `wallet_revokePermissions` (EIP-2255): `[{ eth_accounts: {} }]`,
 * the only permission this wallet grants.
 */
export function checkPermissionRequest(params: unknown[]): void {
  const [arg] = params
  if (!isRecord(arg)) throw invalid('expected [{ eth_accounts: {} }]')
  const names = Object.keys(arg)
  if (names.length === 0) throw invalid('no permission requested')
  const unknown = names.filter((n) => n !== 'eth_accounts')
  if (unknown.length > 0) throw invalid(`unknown permission ${unknown.map((n) => `'${n}'`).join(', ')}`)
}

/**
 * The EIP-2255 permission object of a site's `eth_accounts` grant, as MetaMask shapes it
 * (docs/behaviour/extension.md#metamask-sources): the grant's id, the capability, the site as invoker, the
 * `restrictReturnedAccounts` caveat with the accounts, and the grant's creation time in ms.
 */
export function accountsPermission(origin: string, accounts: string[], grant: { id: string; date: number }) {
  return {
    id: grant.id,
    parentCapability: 'eth_accounts',
    invoker: origin,
    caveats: [{ type: 'restrictReturnedAccounts', value: accounts }],
    date: grant.date,
  }
}
