import { type ApiClient, getStaker } from '@ftm-wallet/sdk'
import { CliError } from '../../errors/CliError.js'
import { parseIntegerArg } from '../../input/amounts.js'

/** The validator addresses to act through: all of `delegationsBy`, or the one of --validator ID. */
export async function pickDelegations(
  client: ApiClient,
  delegationsBy: readonly string[],
  validator: string | undefined,
): Promise<string[]> {
  if (validator === undefined) return [...delegationsBy]
  const id = BigInt(parseIntegerArg(validator, '--validator', 1))
  const staker = await getStaker(client, { id })
  if (!staker)
    throw new CliError('UNKNOWN_VALIDATOR', `Unknown validator ${id} (see \`ftm stake validators\`)`)
  const match = delegationsBy.find((a) => a.toLowerCase() === staker.stakerAddress.toLowerCase())
  if (!match)
    throw new CliError(
      'NO_DELEGATION',
      `You do not delegate to validator ${id}, so you cannot vote through it`,
    )
  return [match]
}
