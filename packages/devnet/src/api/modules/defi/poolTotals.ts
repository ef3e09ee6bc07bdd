import { fMintInterface } from './abis.js'
import { depsOf } from './domainDeps.js'
import { tryReadContract } from './readContract.js'

/** Amount of a token in the fMint collateral or debt pool; "0x0" when unknown, as the real API answers. */
export async function poolTotal(ctx: unknown, pool: 'collateral' | 'debt', token: string): Promise<bigint> {
  const { chain, addresses } = depsOf(ctx)
  const at = pool === 'collateral' ? addresses.fMintCollateralPool : addresses.fMintDebtPool
  if (!at) return 0n
  const r = await tryReadContract(chain, fMintInterface, at, 'totalBalance', [token])
  return r === null ? 0n : (r[0] as bigint)
}
