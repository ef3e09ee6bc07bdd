import { Interface } from 'ethers'

/** FantomMint functions (docs/chain-and-api.md#fmint-contracts). */
export const fmintAbi = [
  'function mustDeposit(address _token, uint256 _amount)',
  'function mustWithdraw(address _token, uint256 _amount)',
  'function mustMint(address _token, uint256 _amount)',
  'function mustMintMax(address _token, uint256 _ratio)',
  'function mustRepay(address _token, uint256 _amount)',
  'function mustRepayMax(address _token)',
] as const

export const fmintInterface = /* @__PURE__ */ new Interface(fmintAbi)
