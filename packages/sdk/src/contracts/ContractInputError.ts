import { WalletError, type WalletErrorOptions } from '../errors/WalletError.js'

/** Stable codes of {@link ContractInputError}. */
export type ContractInputErrorCode =
  | 'CONTRACT_INVALID_ADDRESS'
  | 'CONTRACT_INVALID_AMOUNT'
  | 'CONTRACT_INVALID_INTEGER'
  | 'CONTRACT_INVALID_VALIDATOR_ID'
  | 'CONTRACT_INVALID_LOCK_DURATION'
  | 'CONTRACT_INVALID_PATH'
  | 'CONTRACT_MISSING_WITHDRAW_REQUEST_ID'
  | 'CONTRACT_INVALID_SIGNATURE'
  | 'CONTRACT_ARGUMENT_COUNT'
  | 'CONTRACT_INVALID_ARGUMENT'
  | 'CONTRACT_RESULT_MISMATCH'

/**
 * A transaction builder was given a value the contract call cannot carry (bad address, negative amount,
 * non-integer id...). `details.field` names the parameter.
 */
export class ContractInputError extends WalletError<ContractInputErrorCode> {
  override readonly name = 'ContractInputError'

  constructor(code: ContractInputErrorCode, message: string, options: WalletErrorOptions = {}) {
    super(code, message, options)
  }
}
