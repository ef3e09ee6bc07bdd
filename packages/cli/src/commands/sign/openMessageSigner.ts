import {
  LEDGER_FANTOM_MESSAGE_UNSUPPORTED,
  type MessageSigner,
  requireMessageSigner,
  SignerError,
  type WalletAccount,
} from '@ftm-wallet/sdk'
import { openLedger } from '../../connections/ledger.js'
import { accountLabel } from '../../input/accounts.js'
import { readUnlockPassword } from '../../input/password.js'
import type { CommandContext } from '../../invocation/action.js'
import {
  assertCliCanSign,
  createAccountKeystoreSigner,
  createAccountLedgerSigner,
} from '../../tx/createSigner.js'
import { type FlowContext, openFlowContext } from '../../tx/openFlowContext.js'

/** The signing account with the network, before anything is asked (--keystore FILE, --account, the active one). */
export const openSigningContext = <Options>(context: CommandContext<Options>) => openFlowContext(context)

/**
 * Signs with the account: a keystore after its password (--password-file, FTM_PASSWORD or the prompt), a Ledger
 * Ethereum-app account on the device. The Ledger Fantom app cannot sign messages: refused before the device is
 * opened, with the message that sends the user to the Ethereum app (exit 4). Wallets that sign in their own app
 * (browser, WalletConnect, Coinbase) cannot sign from the command line (exit 2).
 */
export async function withMessageSigner<T>(
  context: FlowContext,
  sign: (signer: MessageSigner, options: { password?: string }) => Promise<T>,
): Promise<T> {
  const { account, session, output } = context
  assertCliCanSign(account)
  const chainId = session.network.preset.chainId
  if (account.type === 'ledger') {
    throw new SignerError('SIGNER_MESSAGE_UNSUPPORTED', LEDGER_FANTOM_MESSAGE_UNSUPPORTED)
  }
  if (account.type === 'ledgerEth') {
    output.info('Confirm on the Ledger (Ethereum app)…')
    const ledger = await openLedger((message) => output.warn(message))
    try {
      return await sign(requireMessageSigner(createAccountLedgerSigner(account, chainId, ledger)), {})
    } finally {
      await ledger.close().catch(() => undefined) // the device may already be gone
    }
  }
  if (context.earlyUnlock) {
    await context.earlyUnlock.unlocking
    return sign(context.earlyUnlock.signer, {})
  }
  const signer = createAccountKeystoreSigner(session.wallet, account, chainId)
  const password =
    context.keystorePassword ?? (await readUnlockPassword(context, `Password of ${accountLabel(account)}`))
  return sign(signer, { password })
}

/** 'Alice (0x…)' */
export const signerLabel = (account: WalletAccount): string => `${accountLabel(account)} (${account.address})`
