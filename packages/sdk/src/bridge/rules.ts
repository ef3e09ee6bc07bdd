import { isAddress } from 'ethers'
import { BINANCE_CENTRAL_DEPOSIT_ADDRESS, type SEND_DIRECTIONS } from '../constants/bridge.js'
import { BRIDGE_MIN_FTM } from '../constants/defi.js'
import { BINANCE_ADDRESS_LENGTH, ETHEREUM_ADDRESS_LENGTH } from '../constants/limits.js'
import { WalletError, type WalletErrorOptions } from '../errors/WalletError.js'
import { maxBigInt } from '../tokens/bigintMath.js'
import type { TransferRuleError } from '../tokens/TransferRuleError.js'
import { validateTransferAmount } from '../tokens/transferAmount.js'

/** Where a send goes: the same chain, or over the bridge to Binance Chain or Ethereum. */
export type SendDirection = (typeof SEND_DIRECTIONS)[number]

/**
 * Bridge texts (docs/behaviour/bridge.md#rules), exact; the Binance text is the original wallet's (see the constant's
 * note).
 */
export const bridgeMessages = {
  feeNotice: 'You will receive amount minus fee FTM',
  invalidOperaAddress: 'Enter a valid Opera FTM address or domain name',
  invalidBnbAddress: 'Enter a valid BNB address',
  invalidEthAddress: 'Enter a valid ETH address',
  binanceCentralAddress:
    "Deposits to Binance's central BEP2 wallet address have been disabled to ensure users don't lose funds through MEMO errors. Please choose Ethereum as the receiving blockchain and use your Binance ERC20 deposit address instead",
} as const

export type BridgeRuleErrorCode =
  | 'SEND_INVALID_OPERA_ADDRESS'
  | 'SEND_INVALID_BNB_ADDRESS'
  | 'SEND_INVALID_ETH_ADDRESS'
  | 'SEND_BINANCE_CENTRAL_ADDRESS'

/** A send address was refused for its direction. */
export class BridgeRuleError extends WalletError<BridgeRuleErrorCode> {
  override readonly name = 'BridgeRuleError'

  constructor(code: BridgeRuleErrorCode, message: string, options: WalletErrorOptions = {}) {
    super(code, message, options)
  }
}

/**
 * Checks the receive address of a send for its direction (docs/behaviour/bridge.md#directions). For OperaToOpera pass
 * the address a domain name resolved to (see `resolveName`); Binance needs a 42-character 'bnb' address other than
 * Binance's central deposit address; Ethereum a 0x address of 42 characters.
 */
export function validateSendAddress({
  direction,
  address,
}: {
  direction: SendDirection
  address: string
}): BridgeRuleError | undefined {
  const value = address.trim()
  if (direction === 'OperaToOpera') {
    return isAddress(value)
      ? undefined
      : new BridgeRuleError('SEND_INVALID_OPERA_ADDRESS', bridgeMessages.invalidOperaAddress)
  }
  if (direction === 'OperaToBinance') {
    if (value.length !== BINANCE_ADDRESS_LENGTH || !value.toLowerCase().startsWith('bnb')) {
      return new BridgeRuleError('SEND_INVALID_BNB_ADDRESS', bridgeMessages.invalidBnbAddress)
    }
    if (value.toLowerCase() === BINANCE_CENTRAL_DEPOSIT_ADDRESS) {
      return new BridgeRuleError('SEND_BINANCE_CENTRAL_ADDRESS', bridgeMessages.binanceCentralAddress)
    }
    return undefined
  }
  // The spec asks for 42 characters; a non-hex string of that length cannot be an Ethereum address either.
  if (value.length !== ETHEREUM_ADDRESS_LENGTH || !/^0x[0-9a-fA-F]{40}$/.test(value)) {
    return new BridgeRuleError('SEND_INVALID_ETH_ADDRESS', bridgeMessages.invalidEthAddress)
  }
  return undefined
}

/** FTM arriving on the other chain: the amount minus the bridge fee (50 FTM), at least 0. */
export function computeBridgeReceiveAmount({
  amount,
  fee = BRIDGE_MIN_FTM,
}: {
  amount: bigint
  fee?: bigint
}): bigint {
  return maxBigInt(amount - fee, 0n)
}

/** Send-amount rules of a bridge direction: those of any send plus 'You must transfer at least 50 FTM'. */
export function validateBridgeAmount(parameters: {
  amount: bigint | undefined
  available: bigint
  minimum?: bigint
  /** The user's decimal points for 'You can transfer max …' (default 2; docs/behaviour/tokens-and-assets.md#number-formatting). */
  fractionDigits?: number | undefined
}): TransferRuleError | undefined {
  return validateTransferAmount({
    ...parameters,
    symbol: 'FTM',
    minimum: parameters.minimum ?? BRIDGE_MIN_FTM,
  })
}
