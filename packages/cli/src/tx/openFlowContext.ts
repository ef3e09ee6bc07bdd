import type { KeystoreSigner, WalletAccount } from '@ftm-wallet/sdk'
import { openSession, type Session } from '../connections/open.js'
import { CliError } from '../errors/CliError.js'
import { accountLabel, resolveAccount } from '../input/accounts.js'
import { openKeystoreFile } from '../input/keystoreFile.js'
import { PASSWORD_ENV, readUnlockPassword } from '../input/password.js'
import type { CommandContext } from '../invocation/action.js'
import { createAccountKeystoreSigner } from './createSigner.js'

/** How long the unlocked key may stay in memory during one flow, and for how many signatures at most. */
export const UNLOCK_TIMEOUT_MS = 10 * 60_000
export const UNLOCK_USES = 16

/** What a transaction command runs its flow with: the session plus the wallet that signs. */
export interface FlowContext extends CommandContext<unknown> {
  session: Session
  account: WalletAccount
  /** The password already read to find the address of a --keystore file that does not name it. */
  keystorePassword?: string
  /**
   * The keystore unlocking since the flow context opened, when the password comes from a file or the environment:
   * the KDF runs while the command reads the chain. runFlow awaits it after its check, so bad input still reports
   * first, and nothing is signed before the confirmation.
   */
  earlyUnlock?: { signer: KeystoreSigner; unlocking: Promise<void> }
}

/** Starts unlocking a keystore wallet whose password needs no prompt (--password-file, FTM_PASSWORD). */
function startEarlyUnlock(
  context: CommandContext<unknown>,
  session: Session,
  account: WalletAccount,
  keystorePassword: string | undefined,
): FlowContext['earlyUnlock'] {
  const { globals } = context
  const given = globals.passwordFile !== undefined || Boolean(process.env[PASSWORD_ENV])
  if (globals.dryRun || account.type !== 'keystore' || (keystorePassword === undefined && !given))
    return undefined
  const signer = createAccountKeystoreSigner(session.wallet, account, session.network.preset.chainId)
  const unlocking = (async () => {
    const password =
      keystorePassword ?? (await readUnlockPassword(context, `Password of ${accountLabel(account)}`))
    await signer.unlock(password, { uses: UNLOCK_USES, timeoutMs: UNLOCK_TIMEOUT_MS })
  })()
  // Reported where runFlow awaits it; a command that stops earlier (bad input) never needs it.
  unlocking.catch(() => undefined)
  return { signer, unlocking }
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
    const earlyUnlock = startEarlyUnlock(context, session, account, password)
    return {
      ...context,
      session,
      account,
      ...(password === undefined ? {} : { keystorePassword: password }),
      ...(earlyUnlock ? { earlyUnlock } : {}),
    }
  }
  const account = resolveAccount(session.wallet, context.globals.account)
  const earlyUnlock = startEarlyUnlock(context, session, account, undefined)
  return { ...context, session, account, ...(earlyUnlock ? { earlyUnlock } : {}) }
}
