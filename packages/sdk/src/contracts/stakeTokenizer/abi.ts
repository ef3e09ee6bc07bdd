import { Interface } from 'ethers'

/** SFC stake tokenizer (sFTM) functions (docs/chain-and-api.md#stake-tokenizer). */
export const stakeTokenizerAbi = [
  'function mintSFTM(uint256 toValidatorID)',
  'function redeemSFTM(uint256 validatorID, uint256 amount)',
] as const

export const stakeTokenizerInterface = /* @__PURE__ */ new Interface(stakeTokenizerAbi)
