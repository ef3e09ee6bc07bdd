// Timings of the fMint screens (spec 02 §4 "Minting flows").

/** The overview adds each further account's rows this long after the previous one (ms). */
export const FMINT_OVERVIEW_ACCOUNT_DELAY = 250
