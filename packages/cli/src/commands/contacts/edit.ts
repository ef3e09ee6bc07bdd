import { unwrapResult, validateName } from '@ftm-wallet/sdk'
import { openWallet } from '../../connections/wallet.js'
import { CliError } from '../../errors/CliError.js'
import type { CommandContext } from '../../invocation/action.js'
import { findContact } from './find.js'

/** `ftm contacts edit <contact>`: the Edit Contact dialog (name and position; address and chain are fixed). */
export async function run(context: CommandContext<{ name?: string; order?: string }>): Promise<void> {
  const { name, order } = context.options
  if (name === undefined && order === undefined)
    throw new CliError('MISSING_INPUT', 'Give --name NAME and/or --order N')
  if (name !== undefined) unwrapResult(validateName(name))
  const wallet = await openWallet()
  const contact = findContact(wallet.contacts.getState().contacts, context.args[0] ?? '')
  const updated = await wallet.contacts.updateContact({
    address: contact.address,
    ...(name !== undefined ? { name } : {}),
    ...(order !== undefined ? { order } : {}),
  })
  context.output.result(
    { ok: true, contact: updated },
    () => `${updated.name}: ${updated.address} (position ${updated.order})`,
  )
}
