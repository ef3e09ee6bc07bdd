import { ValidationError } from '../errors/ValidationError.js'
import { validateKeystorePassword } from '../validation/password.js'
import { unwrapResult } from '../validation/result.js'

export interface PasswordCacheOptions {
  /** How many signatures may use the password (a whole number ≥ 1). */
  uses: number
  /** Milliseconds after which the password is forgotten (> 0). */
  timeoutMs: number
}

/**
 * The signing password cache (docs/behaviour/wallets-and-accounts.md#signing-password-cache): the one place a
 * password is kept. It is forgotten when its uses run out or its time is up, whichever comes first. The password
 * lives in a closure; the object shows nothing of it when logged or serialised.
 */
export interface PasswordCache {
  /** Keeps `password` for `uses` signatures or `timeoutMs`, replacing what was kept. */
  set(password: string, options: PasswordCacheOptions): void
  /** Returns the password and uses it up once, or null when nothing is kept. */
  take(): string | null
  /** True while a password is kept. */
  has(): boolean
  /** Uses left (0 when nothing is kept). */
  remainingUses(): number
  /** Forgets the password now. */
  clear(): void
}

export interface CreatePasswordCacheParameters {
  /** Timer functions (default the global ones); tests may pass fakes. */
  setTimeout?: (callback: () => void, ms: number) => unknown
  clearTimeout?: (handle: unknown) => void
}

export function createPasswordCache({
  setTimeout: schedule = (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: cancel = (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}: CreatePasswordCacheParameters = {}): PasswordCache {
  let password: string | null = null
  let uses = 0
  let timer: unknown

  const clear = () => {
    password = null
    uses = 0
    if (timer !== undefined) cancel(timer)
    timer = undefined
  }

  const cache: PasswordCache = {
    set(value, options) {
      unwrapResult(validateKeystorePassword(value))
      const { uses: count, timeoutMs } = options ?? ({} as PasswordCacheOptions)
      if (!Number.isInteger(count) || count < 1 || !Number.isFinite(timeoutMs) || timeoutMs <= 0) {
        throw new ValidationError(
          'PASSWORD_CACHE_OPTIONS_INVALID',
          'The password cache needs a whole number of uses ≥ 1 and a timeout > 0 ms',
        )
      }
      clear()
      password = value
      uses = count
      timer = schedule(clear, timeoutMs)
      // In Node, a pending timer must not keep the process alive just to forget a password.
      ;(timer as { unref?: () => void } | undefined)?.unref?.()
    },
    take() {
      if (password === null) return null
      const value = password
      uses -= 1
      if (uses <= 0) clear()
      return value
    },
    has: () => password !== null,
    remainingUses: () => uses,
    clear,
  }
  const redacted = () => ({ cached: password !== null, remainingUses: uses })
  Object.defineProperties(cache, {
    toJSON: { value: redacted },
    [Symbol.for('nodejs.util.inspect.custom')]: {
      value: () => `PasswordCache ${JSON.stringify(redacted())}`,
    },
  })
  return cache
}
