// fMint positions over JSON-RPC (limited mode), in the API's `fMintAccount` shape: the FantomMint contract names
// its collateral and debt pools; each pool lists its tokens, the owner's balance and its fUSD value; the contract's
// own getters give the totals (docs/chain-and-api.md#fmint-contracts).
import { ZeroAddress } from 'ethers'
import { lazyInterface } from '../../contracts/lazyInterface.js'
import type { RpcClient } from '../../rpc/createRpcClient.js'
import { readContractsOrThrow, readOne, toQuantity } from './nodeReads.js'

const fMintReadInterface = lazyInterface([
  'function getCollateralPool() view returns (address)',
  'function getDebtPool() view returns (address)',
  'function collateralValueOf(address, address, uint256) view returns (uint256)',
  'function debtValueOf(address, address, uint256) view returns (uint256)',
])
const poolReadInterface = lazyInterface([
  'function tokensCount() view returns (uint256)',
  'function getToken(uint256) view returns (address)',
  'function balanceOf(address, address) view returns (uint256)',
  'function tokenValue(address, uint256) view returns (uint256)',
])
const symbolInterface = lazyInterface(['function symbol() view returns (string)'])

type BalanceType = 'COLLATERAL' | 'DEBT'

/** The owner's non-zero balances in one pool, with their fUSD values and the tokens' symbols. */
async function poolBalances(
  rpc: RpcClient,
  pool: string,
  owner: string,
  type: BalanceType,
  signal?: AbortSignal,
) {
  const count = Number(
    await readOne(rpc, { contract: poolReadInterface(), to: pool, fn: 'tokensCount', args: [] }, signal),
  )
  const tokens = (
    await readContractsOrThrow(
      rpc,
      Array.from({ length: count }, (_, i) => ({
        contract: poolReadInterface(),
        to: pool,
        fn: 'getToken',
        args: [i],
      })),
      signal,
    )
  ).map((result) => String(result[0]))
  const balances = (
    await readContractsOrThrow(
      rpc,
      tokens.map((token) => ({
        contract: poolReadInterface(),
        to: pool,
        fn: 'balanceOf',
        args: [owner, token],
      })),
      signal,
    )
  ).map((result) => result[0] as bigint)
  const held = tokens.flatMap((token, i) =>
    (balances[i] ?? 0n) > 0n ? [{ token, balance: balances[i] as bigint }] : [],
  )
  const details = await readContractsOrThrow(
    rpc,
    held.flatMap(({ token, balance }) => [
      { contract: poolReadInterface(), to: pool, fn: 'tokenValue', args: [token, balance] },
      { contract: symbolInterface(), to: token, fn: 'symbol', args: [] },
    ]),
    signal,
  )
  return held.map(({ token, balance }, i) => ({
    type,
    tokenAddress: token,
    balance: toQuantity(balance),
    value: toQuantity(details[2 * i]?.[0] as bigint),
    token: { address: token, symbol: String(details[2 * i + 1]?.[0]) },
  }))
}

/** `fMintAccount(owner)` as the API answers it (positions fields), read from the FantomMint contract at `fMint`. */
export async function fMintAccountOverRpc(
  rpc: RpcClient,
  owner: string,
  fMint: string,
  signal?: AbortSignal,
) {
  const read = (fn: string, args: readonly unknown[]) => ({
    contract: fMintReadInterface(),
    to: fMint,
    fn,
    args,
  })
  const [collateralPool, debtPool, collateralValue, debtValue] = (
    await readContractsOrThrow(
      rpc,
      [
        read('getCollateralPool', []),
        read('getDebtPool', []),
        read('collateralValueOf', [owner, ZeroAddress, 0n]),
        read('debtValueOf', [owner, ZeroAddress, 0n]),
      ],
      signal,
    )
  ).map((result) => result[0])
  const [collateral, debt] = await Promise.all([
    poolBalances(rpc, String(collateralPool), owner, 'COLLATERAL', signal),
    poolBalances(rpc, String(debtPool), owner, 'DEBT', signal),
  ])
  return {
    fMintAccount: {
      address: owner,
      collateral,
      collateralValue: toQuantity(collateralValue as bigint),
      collateralList: collateral.map((b) => b.tokenAddress),
      debt,
      debtValue: toQuantity(debtValue as bigint),
      debtList: debt.map((b) => b.tokenAddress),
    },
  }
}
