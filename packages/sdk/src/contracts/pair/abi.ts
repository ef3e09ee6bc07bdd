import { Interface } from 'ethers'

/** Uniswap V2 pair (LP token) functions the wallet calls (docs/chain-and-api.md#funi). */
export const pairAbi = ['function approve(address spender, uint256 value) returns (bool)'] as const

export const pairInterface = /* @__PURE__ */ new Interface(pairAbi)
