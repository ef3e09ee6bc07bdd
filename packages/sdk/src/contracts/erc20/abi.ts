import { Interface } from 'ethers'

/** ERC-20 functions the wallet calls (docs/chain-and-api.md#selectors-and-encodings). */
export const erc20Abi = [
  'function transfer(address recipient, uint256 amount) returns (bool)',
  'function increaseAllowance(address spender, uint256 addedValue) returns (bool)',
  'function approve(address spender, uint256 amount) returns (bool)',
] as const

export const erc20Interface = /* @__PURE__ */ new Interface(erc20Abi)
