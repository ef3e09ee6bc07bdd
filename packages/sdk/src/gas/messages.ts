// Gas messages (docs/behaviour/transactions.md#gas), exact texts.

export const gasMessages = {
  /**
   * Submit is disabled with this warning when the FTM balance cannot pay for gas
   * (docs/behaviour/transactions.md#gas).
   */
  insufficientGas: 'Warning: Not enough available FTM for gas fees. Transfer FTM to your address to proceed.',
} as const
