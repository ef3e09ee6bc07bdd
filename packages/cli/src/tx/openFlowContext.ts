import type { WalletAccount } from '@ftm-wallet/sdk'
import { openSession, type Session } from '../connections/open.js'
import { CliError } from '../errors/CliError.js'
import { resolveAccount } from '../input/accounts.js'
import { openKeystoreFile } from '../input/keystoreFile.js'
import type { CommandContext } from '../invocation/action.js'

/** What a transaction command runs its flow with: the session plus the wallet that signs. */
export interface FlowContext extends CommandContext<unknown> {
  session: Session
  account: WalletAccount
  /** The password already read to find the address of a --keystore file that does not name it. */
  keystorePassword?: string
}

/** The session plus the wallet that signs (--keystore FILE, --account, else the active one). */
export async function openFlowContext<Options>(
  context: CommandContext<Options>,
): Promise<FlowContext & { options: Options }> {
  const session = await openSession(context)
  if (context.globals.keystore !== undefined) {
    if (context.globals.account !== undefined)
      throw new CliError(
        'KEYSTORE_AND_ACCOUNT',
        '--keystore and --account (or FTM_ACCOUNT) exclude each other',
      )
    const { account, password } = await openKeystoreFile(context)
    return { ...context, session, account, ...(password === undefined ? {} : { keystorePassword: password }) }
  }
  const account = resolveAccount(session.wallet, context.globals.account)
  return { ...context, session, account }
}
