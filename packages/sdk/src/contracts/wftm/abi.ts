import { Interface } from 'ethers'

/** WrappedFtm functions (docs/chain-and-api.md#wftm); both return an error code. */
export const wftmAbi = [
  'function deposit() payable returns (uint256)',
  'function withdraw(uint256 amount) returns (uint256)',
] as const

export const wftmInterface = /* @__PURE__ */ new Interface(wftmAbi)
