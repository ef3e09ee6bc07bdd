// ERC-20 reads over JSON-RPC (limited mode), in the API's `data` shapes.
import { lazyInterface } from '../../contracts/lazyInterface.js'
import type { RpcClient } from '../../rpc/createRpcClient.js'
import { readOne, toQuantity } from './nodeReads.js'

const erc20ReadInterface = lazyInterface([
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
])

export async function erc20BalanceOverRpc(
  rpc: RpcClient,
  owner: string,
  token: string,
  signal?: AbortSignal,
) {
  const balance = (await readOne(
    rpc,
    { contract: erc20ReadInterface(), to: token, fn: 'balanceOf', args: [owner] },
    signal,
  )) as bigint
  return { ercTokenBalance: toQuantity(balance) }
}

export async function erc20AllowanceOverRpc(
  rpc: RpcClient,
  token: string,
  owner: string,
  spender: string,
  signal?: AbortSignal,
) {
  const allowance = (await readOne(
    rpc,
    { contract: erc20ReadInterface(), to: token, fn: 'allowance', args: [owner, spender] },
    signal,
  )) as bigint
  return { ercTokenAllowance: toQuantity(allowance) }
}
