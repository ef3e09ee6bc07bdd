import {
  canClaimRewards,
  getAllDelegationsByAddress,
  getDelegation,
  getStakers,
  validateRestake,
  type WalletAccount,
} from '@ftm-wallet/sdk'
import type { ClaimAndRestakeFacts } from '@ftm-wallet/sdk/machines'
import { claimAllRewardsFlow, restakeAllRewardsFlow } from '@ftm-wallet/sdk/machines'
import { openSession } from '../../connections/open.js'
import { CliError } from '../../errors/CliError.js'
import { accountLabel } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import type { Output } from '../../terminal/output.js'
import { isLedgerAccount } from '../../tx/createSigner.js'
import type { FlowContext } from '../../tx/openFlowContext.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { validatorName } from './validatorLookup.js'

export interface BatchOptions {
  validator?: string
  all?: boolean
  allWallets?: boolean
}

/** The delegations of `address` with rewards that can be claimed (restaked: within the validator's limit). */
async function claimable(
  context: FlowContext,
  kind: 'claim' | 'restake',
): Promise<Array<{ id: bigint; rewards: bigint; facts: ClaimAndRestakeFacts }>> {
  const { client } = context.session
  const address = context.account.address
  const [listed, stakers] = await Promise.all([
    getAllDelegationsByAddress(client, { address }),
    kind === 'restake' ? getStakers(client) : Promise.resolve([]),
  ])
  const candidates = listed.filter((d) => d.pendingRewards > 0n)
  const found: Array<{ id: bigint; rewards: bigint; facts: ClaimAndRestakeFacts }> = []
  for (const item of candidates) {
    const id = BigInt(item.toStakerId)
    const delegation = await getDelegation(client, { address, stakerId: id })
    if (!delegation || !canClaimRewards(delegation) || delegation.pendingRewards === 0n) continue
    const staker = stakers.find((s) => BigInt(s.id) === id)
    if (kind === 'restake') {
      const refused =
        staker &&
        validateRestake({
          pendingRewards: delegation.pendingRewards,
          delegatedLimit: staker.delegatedLimit,
          validatorName: validatorName(staker),
          validatorId: id,
        })
      if (refused) {
        context.output.warn(`${accountLabel(context.account)}, validator ${id} skipped: ${refused.message}`)
        continue
      }
    }
    found.push({
      id,
      rewards: delegation.pendingRewards,
      facts: {
        delegation,
        validator: staker
          ? { delegatedLimit: staker.delegatedLimit, name: validatorName(staker) }
          : undefined,
      },
    })
  }
  return found
}

/** One wallet's batch: every claimable delegation in one flow (one confirmation, one password). */
async function runForWallet(context: FlowContext, kind: 'claim' | 'restake'): Promise<boolean> {
  const delegations = await claimable(context, kind)
  if (delegations.length === 0) {
    context.output.info(`${accountLabel(context.account)}: no rewards to ${kind}`)
    return false
  }
  const total = delegations.reduce((sum, d) => sum + d.rewards, 0n)
  const ids = delegations.map((d) => d.id)
  const display = createDisplay(context.session.wallet.settings.getState())
  const flow = {
    title: `${kind === 'claim' ? 'Claim' : 'Restake'} ${display.ftm(total)} of rewards from validator${ids.length === 1 ? '' : 's'} ${ids.join(', ')}`,
    params: { each: ids.map((validatorId) => ({ validatorId })) },
    facts: { each: delegations.map((d) => d.facts) },
    result: {
      validators: ids,
      rewards: total,
      perValidator: delegations.map(({ id, rewards }) => ({ id, rewards })),
    },
  }
  // The SDK's batch flows: each delegation's claim (or restake) check, then one step per delegation.
  if (kind === 'claim') await runFlow(context, { ...flow, definition: claimAllRewardsFlow })
  else await runFlow(context, { ...flow, definition: restakeAllRewardsFlow })
  return true
}

/**
 * `ftm stake claim|restake --all [--all-wallets]`: every delegation with pending rewards, across validators and
 * (with --all-wallets) every wallet the CLI signs for; one flow, one confirmation and one password per wallet.
 */
export async function runBatch(
  context: CommandContext<BatchOptions>,
  kind: 'claim' | 'restake',
): Promise<void> {
  const { options, globals } = context
  if (options.validator !== undefined)
    throw new CliError('VALIDATOR_WITH_ALL', '--validator and --all exclude each other')
  if (!options.allWallets) {
    const flow = await openFlowContext(context)
    if (!(await runForWallet(flow, kind)))
      throw new CliError('NOTHING_TO_CLAIM', `No rewards to ${kind} in ${accountLabel(flow.account)}`)
    return
  }
  if (globals.account !== undefined || globals.keystore !== undefined)
    throw new CliError(
      'ALL_WALLETS_WITH_ACCOUNT',
      '--all-wallets acts as every wallet: leave out --account and --keystore',
    )
  const session = await openSession(context)
  const wallets = session.wallet.accounts
    .getState()
    .accounts.filter((a: WalletAccount) => a.type === 'keystore' || isLedgerAccount(a))
  // One JSON document for the whole run: each wallet's result is collected, then printed together.
  const results: unknown[] = []
  const output: Output = { ...context.output, result: (value) => void results.push(value) }
  for (const account of wallets) await runForWallet({ ...context, output, session, account }, kind)
  if (results.length === 0) throw new CliError('NOTHING_TO_CLAIM', `No rewards to ${kind} in any wallet`)
  context.output.result(
    { ok: true, command: context.name, network: session.network.name, wallets: results },
    () => '',
  )
}
