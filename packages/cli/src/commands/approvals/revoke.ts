import { getErc20TokenAllowance, getKnownSpenders } from '@ftm-wallet/sdk'
import { revokeAllowanceFlow } from '@ftm-wallet/sdk/machines'
import { CliError } from '../../errors/CliError.js'
import { isHexAddress } from '../../input/accounts.js'
import { findToken } from '../../input/tokens.js'
import type { CommandContext } from '../../invocation/action.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'

const SPENDER_ALIASES: Record<string, string> = {
  router: 'Swap router',
  fmint: 'fMint',
  tokenizer: 'sFTM stake tokenizer',
}

/** `ftm approvals revoke TOKEN SPENDER` (docs/behaviour/approvals.md#revoke): approve(spender, 0). */
export async function run(context: CommandContext): Promise<void> {
  const [tokenRef, spenderRef] = context.args as [string, string]
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const token = await findToken(client, tokenRef)
  const known = await getKnownSpenders(client)
  const alias = SPENDER_ALIASES[spenderRef.trim().toLowerCase()]
  const spender = isHexAddress(spenderRef.trim())
    ? {
        address: spenderRef.trim(),
        name: known.find((s) => s.address.toLowerCase() === spenderRef.trim().toLowerCase())?.name,
      }
    : known.find((s) => s.name === alias)
  if (!spender)
    throw new CliError(
      'UNKNOWN_SPENDER',
      `Unknown spender '${spenderRef}' (an address, or one of: ${Object.keys(SPENDER_ALIASES).join(', ')})`,
    )
  const allowance = await getErc20TokenAllowance(client, {
    token: token.address,
    owner: flow.account.address,
    spender: spender.address,
  })
  await runFlow(flow, {
    title: `Revoke the ${token.symbol} allowance of ${spender.name ?? spender.address}`,
    definition: revokeAllowanceFlow,
    params: { token: token.address, spender: spender.address },
    facts: { allowance },
    result: { token: token.address, symbol: token.symbol, spender: spender.address },
  })
}
