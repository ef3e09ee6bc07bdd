import { type ApiClient, type DefiToken, getDefiTokens, getErc20TokenList } from '@ftm-wallet/sdk'
import { CliError } from '../errors/CliError.js'
import { isHexAddress } from './accounts.js'

/** A token as the commands need it. */
export interface CliToken {
  address: string
  symbol: string
  decimals: number
  /** The registry entry (flags, price) when the token is one of the DeFi tokens. */
  defi?: DefiToken
}

/** The DeFi token registry, fetched once per run. */
export async function loadDefiTokens(client: ApiClient, owner?: string): Promise<DefiToken[]> {
  return getDefiTokens(client, owner ? { owner } : {})
}

/**
 * Finds a token by symbol (case-insensitive) or address: the DeFi registry first, then the API's ERC-20 list.
 * An unknown token fails with exit code 2.
 */
export async function findToken(client: ApiClient, ref: string, defiTokens?: DefiToken[]): Promise<CliToken> {
  const wanted = ref.trim()
  const matches = (t: { address: string; symbol: string }) =>
    isHexAddress(wanted)
      ? t.address.toLowerCase() === wanted.toLowerCase()
      : t.symbol.toLowerCase() === wanted.toLowerCase()
  const registry = defiTokens ?? (await loadDefiTokens(client))
  const defi = registry.find(matches)
  if (defi) return { address: defi.address, symbol: defi.symbol, decimals: defi.decimals, defi }
  const other = (await getErc20TokenList(client)).find(matches)
  if (other) return { address: other.address, symbol: other.symbol, decimals: other.decimals }
  throw new CliError(
    'UNKNOWN_TOKEN',
    `Unknown token '${ref}' (use a symbol such as WFTM or FUSD, or a token address)`,
  )
}

/** The registry's token with a flag, e.g. the one that can wrap FTM (WFTM). */
export function findDefiToken(
  tokens: DefiToken[],
  predicate: (t: DefiToken) => boolean,
  what: string,
): DefiToken {
  const token = tokens.find(predicate)
  if (!token) throw new CliError('TOKEN_MISSING', `The network has no ${what}`, 3)
  return token
}
