import { Interface } from 'ethers'

/** Uniswap V2 pair (LP token) functions the wallet calls (original-wallet-facts.md §1.5). */
export const pairAbi = ['function approve(address spender, uint256 value) returns (bool)'] as const

export const pairInterface = new Interface(pairAbi)
