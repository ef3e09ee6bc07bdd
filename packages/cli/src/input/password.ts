import {
  MESSAGES,
  unwrapResult,
  validateKeystorePassword,
  validateNewPassword,
  validatePassword,
} from '@ftm-wallet/sdk'
import { readSecretFile } from '../files/readFile.js'
import type { GlobalOptions } from '../invocation/globals.js'
import { askSecret } from '../terminal/prompt.js'

/** Environment variable that may carry the wallet password (never a flag: argv is visible to others). */
export const PASSWORD_ENV = 'FTM_PASSWORD'

interface PasswordContext {
  globals: GlobalOptions
  interactive: boolean
}

const HINT = `--password-file FILE or set ${PASSWORD_ENV}`

/** --password-file, else FTM_PASSWORD, else undefined. */
async function readGivenPassword(globals: GlobalOptions): Promise<string | undefined> {
  if (globals.passwordFile !== undefined) return readSecretFile(globals.passwordFile, 'password file')
  const env = process.env[PASSWORD_ENV]
  return env === undefined || env === '' ? undefined : env
}

/** The password that unlocks a keystore ('Type a password' when empty). */
export async function readUnlockPassword(context: PasswordContext, message: string): Promise<string> {
  const given = await readGivenPassword(context.globals)
  if (given !== undefined) return unwrapResult(validateKeystorePassword(given))
  return askSecret(context, {
    what: 'the wallet password',
    hint: HINT,
    message,
    validate: (value) => validateKeystorePassword(value).ok || MESSAGES.passwordRequired,
  })
}

/**
 * A new wallet password: it must pass the spec's rule. Typed at the terminal it is asked twice; from a
 * file or the environment once (the file is the confirmation).
 */
export async function readNewPassword(context: PasswordContext): Promise<string> {
  const given = await readGivenPassword(context.globals)
  if (given !== undefined) return unwrapResult(validatePassword(given))
  const password = await askSecret(context, {
    what: 'a password for the new keystore',
    hint: HINT,
    message: 'New wallet password',
    validate: (value) => {
      const result = validatePassword(value)
      return result.ok || result.message
    },
  })
  await askSecret(context, {
    what: 'the password again',
    hint: HINT,
    message: 'Repeat the password',
    validate: (value) => {
      const result = validateNewPassword({ password, confirmation: value })
      return result.ok || result.message
    },
  })
  return password
}
