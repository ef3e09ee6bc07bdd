// zod/mini: addresses are checked on every first screen (docs/decisions.md#size-budgets).
import * as z from 'zod/mini'
import { BINANCE_ADDRESS_LENGTH } from '../constants/limits.js'
import { BLOCKCHAINS, type Blockchain } from '../constants/settings.js'
import { isHexAddress, toChecksumAddress } from '../format/toChecksumAddress.js'
import { addressInvalidMessage, MESSAGES } from './messages.js'
import { codeParams, runSchema, type ValidationResult } from './result.js'

export type { Blockchain }

export const blockchainSchema = /* @__PURE__ */ z.enum(BLOCKCHAINS, { error: MESSAGES.blockchainInvalid })

/** True when `address` is valid on `blockchain` (strict hex with a valid checksum, or bnb… of length 42). */
export function isValidAddress(address: unknown, blockchain: Blockchain): address is string {
  if (typeof address !== 'string') return false
  if (blockchain === 'binance') return address.length === BINANCE_ADDRESS_LENGTH && address.startsWith('bnb')
  return isHexAddress(address)
}

/** Address for a blockchain: trimmed; hex addresses come out in checksum form. */
export function addressSchema(blockchain: Blockchain) {
  const message = addressInvalidMessage(blockchain)
  const trimmed = z
    .pipe(
      z.string({ error: message }),
      z.transform((value: string) => value.trim()),
    )
    .check(
      z.refine((value: string) => isValidAddress(value, blockchain), {
        error: message,
        ...codeParams('ADDRESS_INVALID'),
      }),
    )
  return z.pipe(
    trimmed,
    z.transform((value: string) => (blockchain === 'binance' ? value : toChecksumAddress(value))),
  )
}

/** Validates an address for a blockchain (default Fantom). */
export const validateAddress = (
  input: unknown,
  blockchain: Blockchain = 'fantom',
): ValidationResult<string> => runSchema(addressSchema(blockchain), input, 'ADDRESS_INVALID')
