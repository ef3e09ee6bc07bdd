import { erc20Interface, registryInterface } from './abis.js'
import { readAtHead } from './blockReads.js'
import { depsOf } from './domainDeps.js'
import { readErc20Amount } from './erc20.js'
import { poolTotal } from './poolTotals.js'
import { readContract, tryReadContract } from './readContract.js'
import { tokenPrice } from './tokenPrice.js'

/** A token of the fMint registry as its `tokens(address)` tuple describes it. */
export interface DefiTokenSource {
  address: string
  name: string
  symbol: string
  decimals: number
  logo: string
  priceDecimals: number
  isActive: boolean
  canDeposit: boolean
  canMint: boolean
  canTrade: boolean
}

/** Reads one registry entry (once per block: blockReads.ts); null when the registry does not list the token. */
export async function readDefiToken(ctx: unknown, address: string): Promise<DefiTokenSource | null> {
  const { chain, addresses } = depsOf(ctx)
  const registry = addresses.fMintTokenRegistry
  if (!registry) return null
  return readAtHead(ctx, `defiToken:${address.toLowerCase()}`, (block) =>
    readEntry(chain, registry, address, block),
  )
}

async function readEntry(
  chain: ReturnType<typeof depsOf>['chain'],
  registry: string,
  address: string,
  block: number,
): Promise<DefiTokenSource | null> {
  const [t, trade] = await Promise.all([
    readContract(chain, registryInterface, registry, 'tokens', [address], undefined, block),
    readContract(chain, registryInterface, registry, 'canTrade', [address], undefined, block),
  ])
  if ((t[0] as bigint) === 0n) return null
  return {
    address: address.toLowerCase(),
    name: String(t[1]),
    symbol: String(t[2]),
    decimals: Number(t[3]),
    // an empty registry logo stays empty, as on the real API (R8)
    logo: String(t[4]),
    priceDecimals: Number(t[6]),
    isActive: Boolean(t[7]),
    canDeposit: Boolean(t[8]),
    canMint: Boolean(t[9]),
    canTrade: Boolean(trade[0]),
  }
}

/** Every active token of the fMint registry, in registry order: the real API leaves inactive ones out (R6). */
export async function readDefiTokens(ctx: unknown): Promise<DefiTokenSource[]> {
  const { chain, addresses } = depsOf(ctx)
  const registry = addresses.fMintTokenRegistry
  if (!registry) return []
  const list = await readAtHead(ctx, 'defiTokens', async (block) => {
    const [count] = await readContract(
      chain,
      registryInterface,
      registry,
      'tokensCount',
      [],
      undefined,
      block,
    )
    return Promise.all(
      Array.from({ length: Number(count) }, (_, i) =>
        readContract(chain, registryInterface, registry, 'tokensList', [i], undefined, block).then((r) =>
          String(r[0]),
        ),
      ),
    )
  })
  const tokens = await Promise.all(list.map((address) => readDefiToken(ctx, address)))
  return tokens.filter((t): t is DefiTokenSource => t?.isActive === true)
}

/** Field resolvers of `DefiToken`. */
export const defiTokenResolvers = {
  logoUrl: (t: DefiTokenSource) => t.logo,
  // Wrapping is WFTM's alone (docs/chain-and-api.md#api-queries: true iff the symbol is WFTM).
  canWrapFTM: (t: DefiTokenSource) => t.symbol === 'WFTM',
  // The real API answers false for both, whatever the registry says (R7).
  canBorrow: () => false,
  canTrade: () => false,
  price: (t: DefiTokenSource, _: unknown, ctx: unknown) => tokenPrice(ctx, t.address),
  availableBalance: (t: DefiTokenSource, args: { owner: string }, ctx: unknown) =>
    readErc20Amount(ctx, t.address, 'balanceOf', [args.owner]),
  // The allowance the fMint minter has from the owner: the spender of deposits and repayments.
  allowance: (t: DefiTokenSource, args: { owner: string }, ctx: unknown) =>
    readErc20Amount(ctx, t.address, 'allowance', [args.owner, depsOf(ctx).addresses.fMint]),
  // Once per block (blockReads.ts); 0 when the call fails, as the real API answers.
  totalSupply: (t: DefiTokenSource, _: unknown, ctx: unknown) =>
    readAtHead(ctx, `supply:${t.address}`, async (block) => {
      const r = await tryReadContract(
        depsOf(ctx).chain,
        erc20Interface,
        t.address,
        'totalSupply',
        [],
        undefined,
        block,
      )
      return r === null ? 0n : (r[0] as bigint)
    }),
  totalDeposit: (t: DefiTokenSource, _: unknown, ctx: unknown) => poolTotal(ctx, 'collateral', t.address),
  totalDebt: (t: DefiTokenSource, _: unknown, ctx: unknown) => poolTotal(ctx, 'debt', t.address),
}
