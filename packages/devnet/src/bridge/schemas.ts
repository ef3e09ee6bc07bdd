import * as z from 'zod'

/** Directions the devnet bridge serves: out of Opera (what the wallet's send screen offers). */
export const SWAP_DIRECTIONS = ['OperaToEthereum', 'OperaToBinance'] as const
export type SwapDirection = (typeof SWAP_DIRECTIONS)[number]

export const ETH_ADDRESS = /^0x[0-9a-fA-F]{40}$/
// Binance Chain bech32 address: "bnb1" + 38 data characters = 42 characters.
export const BNB_ADDRESS = /^bnb1[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{38}$/

export const ethBalancesSchema = z.object({ eth_address: z.string(), token_uuid: z.string().min(1) })
export const bnbBalancesSchema = z.object({ bnb_address: z.string(), token_uuid: z.string().min(1) })
export const swapSchema = z.object({
  direction: z.string(),
  token_uuid: z.string().min(1),
  eth_address: z.string().optional().default(''),
  bnb_address: z.string().optional().default(''),
  opera_address: z.string(),
})
export const finalizeSchema = z.object({
  direction: z.string(),
  token_uuid: z.string().min(1),
  uuid: z.string().min(1),
  memo: z.string().optional().default(''),
})
