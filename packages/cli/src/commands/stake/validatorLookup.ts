import {
  type ApiClient,
  type Delegation,
  getDelegation,
  getStaker,
  getStakers,
  type Staker,
  type StakerListItem,
} from '@ftm-wallet/sdk'
import { CliError } from '../../errors/CliError.js'
import { parseIntegerArg } from '../../input/amounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { askChoice } from '../../terminal/prompt.js'

/** 'Nimbus Node', or 'Unknown' for a validator without a profile (docs/behaviour/staking.md#screens). */
export const validatorName = (staker: { stakerInfo: { name: string | null } | null }): string =>
  staker.stakerInfo?.name || 'Unknown'

/** --validator as a bigint id; asked for (a picker of active validators) at a terminal. */
export async function readValidatorId(
  context: CommandContext<{ validator?: string }>,
  client: ApiClient,
  choose: (stakers: StakerListItem[]) => StakerListItem[] = (all) =>
    all.filter((s) => s.isActive && !s.isCheater),
): Promise<bigint> {
  const given = context.options.validator
  if (given !== undefined) return BigInt(parseIntegerArg(given, '--validator', 1))
  const candidates = context.interactive ? choose(await getStakers(client)) : []
  return askChoice(context, {
    what: 'the validator',
    hint: '--validator ID',
    message: 'Validator',
    choices: candidates.map((s) => ({ name: `${s.id} ${validatorName(s)}`, value: s.id })),
  })
}

/** The validator with this id, or exit code 2 when there is none. */
export async function loadValidator(client: ApiClient, id: bigint): Promise<Staker> {
  const staker = await getStaker(client, { id })
  if (!staker)
    throw new CliError('UNKNOWN_VALIDATOR', `Unknown validator ${id} (see \`ftm stake validators\`)`)
  return staker
}

/** The wallet's delegation to a validator, or exit code 2 when there is none. */
export async function loadDelegation(client: ApiClient, address: string, id: bigint): Promise<Delegation> {
  const delegation = await getDelegation(client, { address, stakerId: id })
  if (
    !delegation ||
    (delegation.amountDelegated === 0n &&
      delegation.withdrawRequests.length === 0 &&
      delegation.pendingRewards === 0n)
  ) {
    throw new CliError(
      'NO_DELEGATION',
      `${address} has no delegation to validator ${id} (see \`ftm stake delegations\`)`,
    )
  }
  return delegation
}
