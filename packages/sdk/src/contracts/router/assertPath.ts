import { assertAddress } from '../assertions.js'
import { ContractInputError } from '../ContractInputError.js'

/** A swap path is at least two token addresses; the wallet always sends exactly `[from, to]`. */
export function assertPath(path: unknown): string[] {
  if (!Array.isArray(path) || path.length < 2) {
    throw new ContractInputError('CONTRACT_INVALID_PATH', 'A swap path needs at least two tokens', {
      details: { field: 'path' },
    })
  }
  return path.map((token, index) => assertAddress(token, `path[${index}]`))
}
