import { Interface } from 'ethers'

/** SFC stake tokenizer (sFTM) functions (original-wallet-facts.md §1.2, contracts-facts.md §1.11). */
export const stakeTokenizerAbi = [
  'function mintSFTM(uint256 toValidatorID)',
  'function redeemSFTM(uint256 validatorID, uint256 amount)',
] as const

export const stakeTokenizerInterface = new Interface(stakeTokenizerAbi)
