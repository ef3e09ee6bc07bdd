import type { WalletAccount } from '@ftm-wallet/sdk'
import { openSession, type Session } from '../connections/open.js'
import { resolveAccount } from '../input/accounts.js'
import type { CommandContext } from '../invocation/action.js'

/** What a transaction command runs its flow with: the session plus the wallet that signs. */
export interface FlowContext extends CommandContext<unknown> {
  session: Session
  account: WalletAccount
}

/** The session plus the wallet that signs (--account, else the active one). */
export async function openFlowContext<Options>(
  context: CommandContext<Options>,
): Promise<FlowContext & { options: Options }> {
  const session = await openSession(context)
  const account = resolveAccount(session.wallet, context.globals.account)
  return { ...context, session, account }
}
