import type { CommandContext } from '../framework/action.js'
import type { FlowContext } from '../tx/runFlow.js'
import { resolveAccount } from './accounts.js'
import { openSession } from './open.js'

/** The session plus the wallet that signs (--account, else the active one). */
export async function openFlowContext<Options>(
  context: CommandContext<Options>,
): Promise<FlowContext & { options: Options }> {
  const session = await openSession(context)
  const account = resolveAccount(session.wallet, context.globals.account)
  return { ...context, session, account }
}
