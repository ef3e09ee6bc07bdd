import { ExitCode } from './exitCodes.js'

/** An error the CLI prints as one line and exits with `exitCode`. */
export class CliError extends Error {
  override readonly name = 'CliError'
  readonly code: string
  readonly exitCode: ExitCode

  constructor(
    code: string,
    message: string,
    exitCode: ExitCode = ExitCode.badInput,
    options?: { cause?: unknown },
  ) {
    super(message, options)
    this.code = code
    this.exitCode = exitCode
  }
}

// SDK error codes are mapped by prefix so new codes of a known family land in the right bucket.
// A weak or mismatching NEW password is bad input (2); only an unlock that fails is a refusal (4).
const refusedCodes = [
  /^KEYSTORE_BAD_PASSWORD$/,
  /^KEYSTORE_ADDRESS_MISMATCH$/,
  /^WRONG_PASSWORD$/,
  /^SIGNER_/,
  /REJECTED_BY_USER/,
  /^LEDGER_/,
]
const networkCodes = [
  /^API_NETWORK/,
  /^API_UNAVAILABLE/,
  /^API_TIMEOUT/,
  /^API_NOT_GRAPHQL$/,
  /^API_RESPONSE_MALFORMED$/,
  /^NETWORK_/,
  /^BRIDGE_DOWN/,
  /^RPC_UNREACHABLE$/,
  /^RPC_HTTP_ERROR$/,
  /^RPC_TIMEOUT$/,
  /^RPC_BAD_RESPONSE$/,
  // Sent but unconfirmed, or the status query failed: the chain may still take it; the API is the problem.
  /^TX_SEND_UNCONFIRMED$/,
  /^TX_VERIFICATION_/,
]
const txCodes = [/^TX_/, /^TRANSACTION_/]

/** Chooses the exit code for any error thrown by a command. */
export function exitCodeFor(error: unknown): ExitCode {
  if (error instanceof CliError) return error.exitCode
  const code = typeof (error as { code?: unknown })?.code === 'string' ? (error as { code: string }).code : ''
  if (code) {
    if (refusedCodes.some((re) => re.test(code))) return ExitCode.refused
    if (networkCodes.some((re) => re.test(code))) return ExitCode.network
    if (txCodes.some((re) => re.test(code))) return ExitCode.txFailed
    return ExitCode.badInput
  }
  if (isConnectionError(error)) return ExitCode.network
  return ExitCode.txFailed
}

function isConnectionError(error: unknown): boolean {
  const text = String((error as { message?: unknown })?.message ?? '')
  return /ECONNREFUSED|ENOTFOUND|ETIMEDOUT|fetch failed|network/i.test(text)
}
