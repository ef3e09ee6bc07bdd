import { SFC_ADDRESS } from '../constants/contracts.js'
import { FTM_DECIMALS } from '../constants/limits.js'

/** The native coin as a token, as the trade screens use it. */
export interface NativeFtmToken {
  /** The SFC address stands in for native FTM (docs/chain-and-api.md#sfc). */
  readonly address: string
  readonly symbol: 'FTM'
  readonly name: 'Fantom'
  readonly decimals: 18
  readonly price: bigint
  readonly priceDecimals: number
  readonly allowance: 0n
}

/**
 * The native FTM pseudo-token: the SFC address, 18 decimals, WFTM's price, no allowance
 * (docs/chain-and-api.md#original-wallet-configuration).
 */
export function createNativeFtmToken(wftm: { price: bigint; priceDecimals: number }): NativeFtmToken {
  return {
    address: SFC_ADDRESS,
    symbol: 'FTM',
    name: 'Fantom',
    decimals: FTM_DECIMALS as 18,
    price: wftm.price,
    priceDecimals: wftm.priceDecimals,
    allowance: 0n,
  }
}

/** True for the native FTM pseudo-token (its address is the SFC's, in any letter case). */
export function isNativeFtmToken(token: { address: string }): boolean {
  return token.address.toLowerCase() === SFC_ADDRESS.toLowerCase()
}
