// Allowances (docs/behaviour/approvals.md): the Revoke flow, and the rule that skips an Allow step the existing
// allowance already covers.
import { getErc20TokenAllowance } from '../../api/tokens/getErc20TokenAllowance.js'
import { buildErc20ApproveTx } from '../../contracts/erc20/buildErc20ApproveTx.js'
import type { FlowContextDependencies, FlowDefinition } from '../engine/types.js'
import { passes, refuses } from './check.js'
import { FLOW_MESSAGES, FlowRuleError } from './FlowRuleError.js'
import { staticStep } from './step.js'

export interface RevokeAllowanceParams {
  token: string
  spender: string
}

export interface RevokeAllowanceFacts {
  /** The current allowance (undefined when it was not read: then the revoke is sent anyway). */
  allowance?: bigint | undefined
}

/** Revoke an allowance (1 step, docs/behaviour/approvals.md#revoke): `approve(spender, 0)` on the token. */
export const revokeAllowanceFlow: FlowDefinition<RevokeAllowanceParams, RevokeAllowanceFacts> = {
  id: 'revokeAllowance',
  check: (_params, { allowance }) =>
    allowance === 0n
      ? refuses(new FlowRuleError('FLOW_NOTHING_TO_REVOKE', FLOW_MESSAGES.nothingToRevoke))
      : passes(),
  plan: ({ token, spender }) => ({
    steps: [staticStep('revoke', 'Revoke', buildErc20ApproveTx({ token, spender, amount: 0n }))],
  }),
}

/** The notice of a skipped Allow step. */
export const ALLOW_SKIPPED_NOTICE = 'Allow skipped: the existing allowance already covers this amount'

/**
 * Whether `spender` may already spend `amount` of the account's `token` (docs/behaviour/approvals.md#allow-skipped):
 * the allowance is read from the chain; a read that fails counts as not covered (the Allow step stays).
 */
export async function allowanceCovers(
  { client, from, signal }: Pick<FlowContextDependencies, 'client' | 'from' | 'signal'>,
  { token, spender, amount }: { token: string; spender: string; amount: bigint },
): Promise<boolean> {
  try {
    const allowance = await getErc20TokenAllowance(client, { token, owner: from, spender, signal })
    return allowance >= amount
  } catch {
    // The Allow step is the safe default: it only grants what this flow needs.
    return false
  }
}
