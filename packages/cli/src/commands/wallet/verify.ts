import { openWallet } from '../../connections/wallet.js'
import { resolveAccount } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { verifyOnLedger } from './verifyOnLedger.js'

/** `ftm wallet verify [wallet]`: shows a Ledger wallet's address on the device and compares it. */
export async function run(context: CommandContext): Promise<void> {
  const wallet = await openWallet()
  await verifyOnLedger(context, resolveAccount(wallet, context.args[0] ?? context.globals.account))
}
