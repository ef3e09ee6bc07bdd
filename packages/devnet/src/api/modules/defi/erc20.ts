import { erc20Interface, registryInterface } from './abis.js'
import { headReads, readOnce } from './blockReads.js'
import { depsOf } from './domainDeps.js'
import { readContract, tryReadContract } from './readContract.js'

/** An ERC20 token as resolvers pass it around: address (lowercase) and its metadata. */
export interface Erc20Source {
  address: string
  name: string
  symbol: string
  decimals: number
}

// Shown for tokens without a logo of their own; an inline image works offline (the real API links a generic one).
export const GENERIC_TOKEN_LOGO =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="15" fill="%231969ff"/></svg>'

const metaCache = new WeakMap<object, Map<string, Promise<Erc20Source | null>>>()

/** Reads name, symbol and decimals; null when the address does not answer as an ERC20. Cached per server. */
export function readErc20(ctx: unknown, address: string): Promise<Erc20Source | null> {
  // Keyed by the server's provider: the resolvers' context is a new object per request.
  const server = depsOf(ctx).chain
  let cache = metaCache.get(server)
  if (!cache) {
    cache = new Map()
    metaCache.set(server, cache)
  }
  const key = address.toLowerCase()
  let hit = cache.get(key)
  if (!hit) {
    hit = loadErc20(ctx, key)
    cache.set(key, hit)
    // Only a token that answered is remembered: the address may hold a contract later.
    hit.then((v) => v ?? cache.delete(key)).catch(() => cache.delete(key))
  }
  return hit
}

async function loadErc20(ctx: unknown, address: string): Promise<Erc20Source | null> {
  const { chain } = depsOf(ctx)
  const [name, symbol, decimals] = await Promise.all(
    (['name', 'symbol', 'decimals'] as const).map((fn) =>
      tryReadContract(chain, erc20Interface, address, fn),
    ),
  )
  if (!name || !symbol || !decimals) return null
  return { address, name: String(name[0]), symbol: String(symbol[0]), decimals: Number(decimals[0]) }
}

/** An ERC20 view returning one uint256; "0x0" when the call fails, as the real API answers. */
export async function readErc20Amount(ctx: unknown, token: string, fn: string, args: unknown[] = []) {
  const r = await tryReadContract(depsOf(ctx).chain, erc20Interface, token, fn, args)
  return r === null ? 0n : (r[0] as bigint)
}

/** Logo of a token: the registry's when it lists the token, else a generic one. Read once per block (blockReads.ts). */
export async function tokenLogo(ctx: unknown, token: string): Promise<string> {
  const { chain, addresses } = depsOf(ctx)
  const registry = addresses.fMintTokenRegistry
  if (!registry) return GENERIC_TOKEN_LOGO
  return readOnce(await headReads(ctx), `logo:${token.toLowerCase()}`, async (block) => {
    const r = await readContract(chain, registryInterface, registry, 'tokens', [token], undefined, block)
    const logo = String(r[4])
    return (r[0] as bigint) > 0n && logo ? logo : GENERIC_TOKEN_LOGO
  })
}
