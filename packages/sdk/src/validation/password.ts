import * as z from 'zod'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants/limits.js'
import { MESSAGES } from './messages.js'
import { codeParams, runSchema, type ValidationResult } from './result.js'

/**
 * Password rule of a new wallet (docs/behaviour/wallets-and-accounts.md#validation): 8 or more and fewer than 200
 * characters, with a lower-case letter, an upper-case letter, a digit and a character that is neither.
 */
export function isStrongPassword(password: unknown): password is string {
  return (
    typeof password === 'string' &&
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length < PASSWORD_MAX_LENGTH &&
    /[a-z]/.test(password) &&
    /[A-Z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z0-9]/.test(password)
  )
}

export const passwordSchema = /* @__PURE__ */ z
  .string({ error: MESSAGES.passwordWeak })
  .refine(isStrongPassword, { error: MESSAGES.passwordWeak, .../* @__PURE__ */ codeParams('PASSWORD_WEAK') })

/** New password and its re-entry; the re-entry must be non-empty and equal. */
export const newPasswordSchema = /* @__PURE__ */ z
  .object({
    password: passwordSchema,
    confirmation: /* @__PURE__ */ z.string({ error: MESSAGES.passwordMismatch }),
  })
  .refine((value) => value.confirmation !== '' && value.confirmation === value.password, {
    error: MESSAGES.passwordMismatch,
    path: ['confirmation'],
    .../* @__PURE__ */ codeParams('PASSWORD_MISMATCH'),
  })

/** Password typed to unlock a keystore: only required ('Type a password'). */
export const keystorePasswordSchema = /* @__PURE__ */ z
  .string({ error: MESSAGES.passwordRequired })
  .refine((value) => value.length > 0, {
    error: MESSAGES.passwordRequired,
    .../* @__PURE__ */ codeParams('PASSWORD_REQUIRED'),
  })

export interface NewPasswordInput {
  password: string
  confirmation: string
}

/** Checks a new wallet password. Never puts the password into the message. */
export const validatePassword = (input: unknown): ValidationResult<string> =>
  runSchema(passwordSchema, input, 'PASSWORD_WEAK')

/** Checks a new password and its re-entry. */
export const validateNewPassword = (input: unknown): ValidationResult<NewPasswordInput> =>
  runSchema(newPasswordSchema, input, 'PASSWORD_WEAK')

/** Checks that an unlock password was typed. */
export const validateKeystorePassword = (input: unknown): ValidationResult<string> =>
  runSchema(keystorePasswordSchema, input, 'PASSWORD_REQUIRED')
