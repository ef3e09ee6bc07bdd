import {
  BLOCKCHAINS,
  type Blockchain,
  unwrapResult,
  validateContactAddress,
  validateName,
} from '@ftm-wallet/sdk'
import { openSession } from '../../connections/open.js'
import { CliError } from '../../errors/CliError.js'
import { isHexAddress } from '../../input/accounts.js'
import { resolveRecipient } from '../../input/names.js'
import type { CommandContext } from '../../invocation/action.js'
import { optionOrAsk } from '../../terminal/prompt.js'

interface Options {
  name?: string
  chain?: string
  order?: string
}

/** `ftm contacts add [address]`: the New Contact dialog (names on Fantom are resolved first). */
export async function run(context: CommandContext<Options>): Promise<void> {
  const { options, output } = context
  const chain = (options.chain ?? 'fantom').toLowerCase()
  if (!(BLOCKCHAINS as readonly string[]).includes(chain)) {
    throw new CliError('BAD_CHAIN', `--chain '${options.chain}': use one of ${BLOCKCHAINS.join(', ')}`)
  }
  const blockchain = chain as Blockchain
  if (options.name !== undefined) unwrapResult(validateName(options.name))
  const input = await optionOrAsk(context, context.args[0], {
    what: 'the address',
    hint: 'contacts add ADDRESS',
    message: 'Address',
  })
  const session = await openSession(context)
  let address = input.trim()
  // docs/behaviour/contacts.md#validation: a Fantom domain name is resolved; a failure is ignored and the text
  // validated as given.
  if (blockchain === 'fantom' && !isHexAddress(address)) {
    address = (await resolveRecipient(session, address, output).catch(() => null))?.address ?? address
  }
  const { wallet } = session
  const checked = unwrapResult(
    validateContactAddress(address, {
      blockchain,
      contacts: wallet.contacts.getState().contacts,
      accounts: wallet.accounts.getState().accounts,
    }),
  )
  const contact = await wallet.contacts.addContact({
    address: checked,
    blockchain,
    ...(options.name !== undefined ? { name: options.name } : {}),
    ...(options.order !== undefined ? { order: options.order } : {}),
  })
  output.result(
    { ok: true, contact },
    () => `Added ${contact.name}: ${contact.address} (${contact.blockchain})`,
  )
}
