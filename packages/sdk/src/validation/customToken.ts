import * as z from 'zod'
import { DEFAULT_TOKEN_DECIMALS, TOKEN_SYMBOL_MAX_LENGTH } from '../constants/limits.js'
import { MAX_TOKEN_DECIMALS } from '../constants/settings.js'
import { isHexAddress, toChecksumAddress } from '../format/toChecksumAddress.js'
import { MESSAGES } from './messages.js'
import { codeParams, runSchema, type ValidationResult } from './result.js'
import { toNumberInput } from './toNumberInput.js'

/** Custom token form: address, symbol (1 to 11 characters after trim), decimals (whole, ≥ 1, default 18). */
export const customTokenSchema = /* @__PURE__ */ z.object({
  address: /* @__PURE__ */ z
    .string({ error: MESSAGES.tokenAddressInvalid })
    .transform((value) => value.trim())
    .refine(isHexAddress, {
      error: MESSAGES.tokenAddressInvalid,
      .../* @__PURE__ */ codeParams('TOKEN_ADDRESS_INVALID'),
    })
    .transform(toChecksumAddress),
  symbol: /* @__PURE__ */ z
    .string({ error: MESSAGES.blank })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, {
      error: MESSAGES.blank,
      .../* @__PURE__ */ codeParams('NAME_BLANK'),
      abort: true,
    })
    .refine((value) => value.length <= TOKEN_SYMBOL_MAX_LENGTH, {
      error: MESSAGES.tokenSymbolTooLong,
      .../* @__PURE__ */ codeParams('TOKEN_SYMBOL_INVALID'),
    }),
  decimals: /* @__PURE__ */ z
    .unknown()
    .default(DEFAULT_TOKEN_DECIMALS)
    .transform(toNumberInput)
    .refine((value) => Number.isInteger(value) && value >= 1 && value <= MAX_TOKEN_DECIMALS, {
      error: MESSAGES.tokenDecimalsInvalid,
      .../* @__PURE__ */ codeParams('TOKEN_DECIMALS_INVALID'),
    }),
})

export type CustomToken = z.output<typeof customTokenSchema>

/** Validates the Add Custom Token form. */
export const validateCustomToken = (input: unknown): ValidationResult<CustomToken> =>
  runSchema(customTokenSchema, input, 'TOKEN_ADDRESS_INVALID')

/**
 * The storage key of the custom tokens' record, `{ version: 1, tokens }`, that the web wallet and the CLI both keep
 * (docs/behaviour/tokens-and-assets.md#custom-tokens).
 */
export const CUSTOM_TOKENS_KEY = 'customTokens'

/**
 * Reads the stored custom tokens' record, keeping each token that still passes the form's rules; a missing or
 * corrupt record reads as no custom tokens (tokens hold nothing secret and can be added again).
 */
export function parseCustomTokens(raw: string | null): CustomToken[] {
  if (raw === null) return []
  let record: unknown
  try {
    record = JSON.parse(raw)
  } catch {
    return []
  }
  const { version, tokens } = (record ?? {}) as { version?: unknown; tokens?: unknown }
  if (version !== 1 || !Array.isArray(tokens)) return []
  return tokens.flatMap((token) => {
    const result = validateCustomToken(token)
    return result.ok ? [result.value] : []
  })
}

/** The stored form of the custom tokens: the record `parseCustomTokens` reads. */
export const serializeCustomTokens = (tokens: readonly CustomToken[]): string =>
  JSON.stringify({ version: 1, tokens })
