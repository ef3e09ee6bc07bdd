import { openWallet } from '../../connections/wallet.js'
import type { CommandContext } from '../../invocation/action.js'
import { confirmOrYes } from '../../terminal/prompt.js'
import { findContact } from './find.js'

/** `ftm contacts remove <contact>` (confirmed, like the Remove Contact window). */
export async function run(context: CommandContext): Promise<void> {
  const wallet = await openWallet()
  const contact = findContact(wallet.contacts.getState().contacts, context.args[0] ?? '')
  await confirmOrYes(context, `Remove the contact ${contact.name} (${contact.address})?`)
  const removed = await wallet.contacts.removeContact(contact.address)
  context.output.result({ ok: true, removed }, () => `Removed ${removed.name} (${removed.address})`)
}
