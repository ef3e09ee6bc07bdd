import { Interface } from 'ethers'
import type { ApiContext } from '../../module.js'

/** Name, symbol and decimals of a token contract; empty / 0 when it does not answer (ERC721, ERC1155…). */
export interface TokenMetadata {
  name: string
  symbol: string
  decimals: number
}

const erc20 = new Interface([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
])

// Token metadata never changes once deployed: cache it per chain URL and token.
const cache = new Map<string, Promise<TokenMetadata>>()

async function read(ctx: ApiContext, token: string, fn: 'name' | 'symbol' | 'decimals'): Promise<unknown> {
  try {
    const data = await ctx.rpc.call<string>('eth_call', [
      { to: token, data: erc20.encodeFunctionData(fn) },
      'latest',
    ])
    return erc20.decodeFunctionResult(fn, data)[0]
  } catch {
    // Not an ERC20 (or not this function): the real API shows empty values then.
    return undefined
  }
}

/** Reads (once) a token's name, symbol and decimals. */
export function getTokenMetadata(ctx: ApiContext, token: string): Promise<TokenMetadata> {
  const key = `${ctx.rpcUrl}|${token.toLowerCase()}`
  let entry = cache.get(key)
  if (!entry) {
    entry = Promise.all([
      read(ctx, token, 'name'),
      read(ctx, token, 'symbol'),
      read(ctx, token, 'decimals'),
    ]).then(([name, symbol, decimals]) => ({
      name: typeof name === 'string' ? name : '',
      symbol: typeof symbol === 'string' ? symbol : '',
      decimals: typeof decimals === 'bigint' ? Number(decimals) : 0,
    }))
    cache.set(key, entry)
  }
  return entry
}
