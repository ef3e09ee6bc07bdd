/** Options every wallet error accepts. */
export interface WalletErrorOptions {
  /** The lower-level error that caused this one. Never put a secret here. */
  cause?: unknown
  /** Extra, non-secret facts for logs and UIs (field names, limits, codes). */
  details?: Record<string, unknown>
}

/**
 * Base class of every error the SDK throws. `code` is stable and meant to be switched on;
 * `message` is the user-facing text (the spec's exact text where the spec has one).
 *
 * @example
 * if (isWalletError(e, 'KEYSTORE_BAD_PASSWORD')) showPasswordError(e.message)
 */
export class WalletError<Code extends string = string> extends Error {
  override readonly name: string = 'WalletError'
  readonly code: Code
  readonly details: Record<string, unknown> | undefined

  constructor(code: Code, message: string, options: WalletErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.details = options.details
  }
}

/** True when `error` is a WalletError (optionally with the given code). */
export function isWalletError<Code extends string>(error: unknown, code?: Code): error is WalletError<Code> {
  return error instanceof WalletError && (code === undefined || error.code === code)
}
