import * as z from 'zod'
import { toChecksumAddress } from '../format/toChecksumAddress.js'
import { type Blockchain, isValidAddress } from './address.js'
import { addressInvalidMessage, MESSAGES } from './messages.js'
import { codeParams, runSchema, type ValidationResult } from './result.js'

export interface ContactAddressContext {
  blockchain: Blockchain
  /** Addresses of the existing contacts. */
  contacts: readonly { address: string }[]
  /** Addresses of the user's accounts; a Fantom contact may not be one of them. */
  accounts: readonly { address: string }[]
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * Address of a new contact: not blank, valid for the blockchain, not already a contact and, on Fantom, not
 * one of the user's accounts ('Address already exists'). Resolving a domain name is the caller's job
 * (it needs the network); pass the resolved address here.
 */
export function contactAddressSchema({ blockchain, contacts, accounts }: ContactAddressContext) {
  const taken = blockchain === 'fantom' ? [...contacts, ...accounts] : contacts
  return z
    .string({ error: MESSAGES.blank })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, { error: MESSAGES.blank, ...codeParams('NAME_BLANK'), abort: true })
    .refine((value) => isValidAddress(value, blockchain), {
      error: addressInvalidMessage(blockchain),
      ...codeParams('ADDRESS_INVALID'),
      abort: true,
    })
    .refine((value) => !taken.some((item) => same(item.address, value)), {
      error: MESSAGES.contactExists,
      ...codeParams('CONTACT_EXISTS'),
    })
    .transform((value) => (blockchain === 'binance' ? value : toChecksumAddress(value)))
}

/** Validates the address of a new contact in its context. */
export const validateContactAddress = (
  input: unknown,
  context: ContactAddressContext,
): ValidationResult<string> => runSchema(contactAddressSchema(context), input, 'ADDRESS_INVALID')
