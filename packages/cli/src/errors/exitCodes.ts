/** Exit codes of `ftm` (issue 6): scripts switch on these. */
export const ExitCode = {
  ok: 0,
  /** The transaction failed or was rejected on chain. */
  txFailed: 1,
  /** Bad input or usage. */
  badInput: 2,
  /** The network or the API is unavailable. */
  network: 3,
  /** Wrong password, or the signer refused. */
  refused: 4,
} as const

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode]
