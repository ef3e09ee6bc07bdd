import { fMintInterface } from './abis.js'
import { readAtHead } from './blockReads.js'
import { depsOf } from './domainDeps.js'
import { tryReadContract } from './readContract.js'

/**
 * Oracle price of one whole token in USD with the registry's price decimals; 0 when it has none. Read once per
 * block (blockReads.ts).
 */
export async function tokenPrice(ctx: unknown, token: string): Promise<bigint> {
  const { chain, addresses } = depsOf(ctx)
  const oracle = addresses.priceOracle || addresses.fMint
  if (!oracle) return 0n
  return readAtHead(ctx, `price:${token.toLowerCase()}`, async (block) => {
    const r = await tryReadContract(chain, fMintInterface, oracle, 'getPrice', [token], undefined, block)
    return r === null ? 0n : (r[0] as bigint)
  })
}
