// Timings of the fMint screens (docs/behaviour/fmint.md#numbers).

/** The overview adds each further account's rows this long after the previous one (ms). */
export const FMINT_OVERVIEW_ACCOUNT_DELAY = 250
