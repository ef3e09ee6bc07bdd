import { getAddress, isAddress } from 'ethers'
import { MAX_LOCKUP_DURATION_SECONDS, MAX_UINT256 } from '../constants/contracts.js'
import { ContractInputError } from './ContractInputError.js'

const HEX_INTEGER = /^0x[0-9a-fA-F]+$/

/** Returns the checksummed address, or throws CONTRACT_INVALID_ADDRESS. */
export function assertAddress(value: unknown, field: string): string {
  if (typeof value !== 'string' || !isAddress(value)) {
    throw new ContractInputError('CONTRACT_INVALID_ADDRESS', `Invalid address for ${field}`, {
      details: { field },
    })
  }
  return getAddress(value)
}

/** Returns the amount when it is a bigint in [0, 2^256), or throws CONTRACT_INVALID_AMOUNT. */
export function assertAmount(value: unknown, field: string): bigint {
  if (typeof value !== 'bigint' || value < 0n || value > MAX_UINT256) {
    throw new ContractInputError('CONTRACT_INVALID_AMOUNT', `Invalid amount for ${field}`, {
      details: { field },
    })
  }
  return value
}

/** Converts an {@link IntegerLike} to a uint256 bigint, or throws CONTRACT_INVALID_INTEGER. */
export function assertInteger(value: unknown, field: string): bigint {
  const parsed = toBigInt(value)
  if (parsed === undefined || parsed < 0n || parsed > MAX_UINT256) {
    throw new ContractInputError('CONTRACT_INVALID_INTEGER', `Invalid integer for ${field}`, {
      details: { field },
    })
  }
  return parsed
}

/** A validator id must be an integer > 0 (docs/chain-and-api.md#sfc). */
export function assertValidatorId(value: unknown, field = 'validatorId'): bigint {
  const parsed = toBigInt(value)
  if (parsed === undefined || parsed <= 0n || parsed > MAX_UINT256) {
    throw new ContractInputError(
      'CONTRACT_INVALID_VALIDATOR_ID',
      'Validator id must be an integer greater than 0',
      {
        details: { field },
      },
    )
  }
  return parsed
}

/** A lock duration must be an integer number of seconds in (0, 31,536,000]. */
export function assertLockDuration(value: unknown, field = 'lockupDuration'): bigint {
  const parsed = toBigInt(value)
  if (parsed === undefined || parsed <= 0n || parsed > BigInt(MAX_LOCKUP_DURATION_SECONDS)) {
    throw new ContractInputError(
      'CONTRACT_INVALID_LOCK_DURATION',
      `Lock duration must be an integer between 1 and ${MAX_LOCKUP_DURATION_SECONDS} seconds`,
      { details: { field } },
    )
  }
  return parsed
}

function toBigInt(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number') return Number.isSafeInteger(value) ? BigInt(value) : undefined
  if (typeof value === 'string' && HEX_INTEGER.test(value)) return BigInt(value)
  return undefined
}
