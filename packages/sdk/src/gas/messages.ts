// Gas messages of spec 02 §5, exact texts.

export const gasMessages = {
  /** Submit is disabled with this warning when the FTM balance cannot pay for gas (spec 02 §5). */
  insufficientGas: 'Warning: Not enough available FTM for gas fees. Transfer FTM to your address to proceed.',
} as const
