// zod/mini: stored keystores are checked on every first screen (docs/decisions.md#size-budgets).
import * as z from 'zod/mini'
import { ValidationError } from '../errors/ValidationError.js'
import { MESSAGES } from './messages.js'
import { runSchema, type ValidationResult } from './result.js'

const hex = /* @__PURE__ */ z.string().check(/* @__PURE__ */ z.regex(/^(0x)?[0-9a-fA-F]*$/))

const cryptoSchema = /* @__PURE__ */ z.looseObject({
  cipher: /* @__PURE__ */ z.string(),
  ciphertext: hex,
  cipherparams: /* @__PURE__ */ z.looseObject({ iv: hex }),
  kdf: /* @__PURE__ */ z.string(),
  kdfparams: /* @__PURE__ */ z.looseObject({}),
  mac: hex,
})

/**
 * Shape of a Web3 Secret Storage v3 keystore. Unknown fields are kept, so a keystore imported from a file
 * is stored as it was. `crypto` may be spelled `Crypto` (older ethers and geth files).
 */
export const keystoreV3Schema = /* @__PURE__ */ z
  .looseObject({
    version: /* @__PURE__ */ z.literal(3),
    id: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    address: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.string()),
    crypto: /* @__PURE__ */ z.optional(cryptoSchema),
    Crypto: /* @__PURE__ */ z.optional(cryptoSchema),
  })
  .check(/* @__PURE__ */ z.refine((value) => value.crypto !== undefined || value.Crypto !== undefined))

/** A Web3 Secret Storage v3 keystore as stored (see `keystoreV3Schema`). */
export type KeystoreV3 = z.output<typeof keystoreV3Schema>

/**
 * Reads the text of an uploaded keystore file: 'Not valid JSON file.' when it does not parse, 'Bad keystore
 * file or password.' when it is not a v3 keystore. On success show `MESSAGES.keystoreLoaded`.
 */
export function validateKeystoreFile(text: unknown): ValidationResult<KeystoreV3> {
  let json: unknown
  try {
    json =
      typeof text === 'string'
        ? JSON.parse(text)
        : typeof text === 'object' && text !== null
          ? text
          : undefined
  } catch {
    // A syntax error is exactly the "Not valid JSON file." case; its details are not useful to the user.
    json = undefined
  }
  if (json === undefined)
    return { ok: false, message: MESSAGES.keystoreInvalidJson, code: 'KEYSTORE_INVALID_JSON' }
  const result = runSchema(keystoreV3Schema, json, 'KEYSTORE_INVALID')
  return result.ok
    ? result
    : { ok: false, message: MESSAGES.keystoreBadFileOrPassword, code: 'KEYSTORE_INVALID' }
}

const BY_NAME: Record<string, [ValidationError['code'], string]> = {
  NotFoundError: ['FILE_NOT_FOUND', MESSAGES.fileNotFound],
  ENOENT: ['FILE_NOT_FOUND', MESSAGES.fileNotFound],
  SecurityError: ['FILE_ACCESS_DENIED', MESSAGES.fileAccessDenied],
  EACCES: ['FILE_ACCESS_DENIED', MESSAGES.fileAccessDenied],
  EPERM: ['FILE_ACCESS_DENIED', MESSAGES.fileAccessDenied],
  NotReadableError: ['FILE_NOT_READABLE', MESSAGES.fileNotReadable],
  EISDIR: ['FILE_NOT_READABLE', MESSAGES.fileNotReadable],
  EIO: ['FILE_NOT_READABLE', MESSAGES.fileNotReadable],
}

/**
 * Maps an error from reading a file (a browser FileReader DOMException or a Node fs error) to the spec's
 * messages: 'File not found', 'File can not be accessed (security)', 'File not readable', 'Unknown error'.
 */
export function toFileReadError(error: unknown): ValidationError {
  const record = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown
    code?: unknown
  }
  const key = [record.code, record.name].find(
    (value) => typeof value === 'string' && value in BY_NAME,
  ) as string
  const [code, message] = BY_NAME[key] ?? ['FILE_UNKNOWN_ERROR', MESSAGES.fileUnknownError]
  return new ValidationError(code, message, { cause: error })
}
