import { WalletError } from '../errors/WalletError.js'

/** A gas computation got a value it cannot use (a negative amount, a buffer below ×1). */
export class GasInputError extends WalletError<'GAS_INPUT_INVALID'> {
  override readonly name = 'GasInputError'
  constructor(message: string) {
    super('GAS_INPUT_INVALID', message)
  }
}

export function assertNonNegative(value: bigint, name: string): void {
  if (typeof value !== 'bigint' || value < 0n)
    throw new GasInputError(`${name} must be a non-negative bigint`)
}
