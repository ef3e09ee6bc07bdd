import { concat, Interface, type InterfaceAbi } from 'ethers'
import type { RpcClient } from '../rpcClient.js'

/** Human-readable ABI fragments the deploy and seed code call (signatures of contracts/defi and Uniswap V2). */
export const ERC20_ABI = new Interface([
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function balanceOf(address) view returns (uint256)',
  'function transfer(address,uint256) returns (bool)',
  'function approve(address,uint256) returns (bool)',
  'function increaseAllowance(address,uint256) returns (bool)',
  'function mint(address,uint256) returns (bool)',
  'function addMinter(address)',
  'function renounceMinter()',
  'function deposit() payable returns (uint256)',
  'function withdraw(uint256) returns (uint256)',
])

export const FMINT_ABI = new Interface([
  'function mustDeposit(address,uint256)',
  'function mustWithdraw(address,uint256)',
  'function mustMint(address,uint256)',
  'function mustMintMax(address,uint256)',
  'function mustRepay(address,uint256)',
  'function mustRepayMax(address)',
])

export const FMINT_ADMIN_ABI = new Interface([
  'function setFantomMint(address)',
  'function setCollateralPool(address)',
  'function setDebtPool(address)',
  'function setPriceOracleProxy(address)',
  'function setRewardDistribution(address)',
  'function setTokenRegistry(address)',
  'function setRewardToken(address)',
  'function setPrice(address,uint256)',
  'function setPrices(address[],uint256[])',
  'function addToken(address,string,address,uint8,bool,bool,bool)',
  'function setCanTrade(address,bool)',
  'function rewardUpdateRate(uint256)',
  'function mustRewardPush()',
  'function mustRewardClaim()',
])

export const UNISWAP_ABI = new Interface([
  'function createPair(address,address) returns (address)',
  'function addLiquidity(address,address,uint256,uint256,uint256,uint256,address,uint256) returns (uint256,uint256,uint256)',
  'function removeLiquidity(address,address,uint256,uint256,uint256,address,uint256) returns (uint256,uint256)',
  'function swapExactTokensForTokens(uint256,uint256,address[],address,uint256) returns (uint256[])',
  'function swapTokensForExactTokens(uint256,uint256,address[],address,uint256) returns (uint256[])',
  'function getReserves() view returns (uint112,uint112,uint32)',
])

/** Creation code of `artifact` with its constructor arguments appended. */
export function deployData(
  artifact: { abi: InterfaceAbi; bytecode: string },
  args: readonly unknown[] = [],
): string {
  return concat([artifact.bytecode, new Interface(artifact.abi).encodeDeploy(args)])
}

/** Calls several view functions in one JSON-RPC batch and decodes them. */
export async function readMany(
  rpc: RpcClient,
  calls: ReadonlyArray<{ iface: Interface; to: string; fn: string; args?: readonly unknown[] }>,
): Promise<unknown[][]> {
  const raw = await rpc.batch<string>(
    calls.map((c) => ({
      method: 'eth_call',
      params: [{ to: c.to, data: c.iface.encodeFunctionData(c.fn, c.args ?? []) }, 'latest'],
    })),
  )
  return calls.map((c, i) => [...c.iface.decodeFunctionResult(c.fn, raw[i]!)])
}
