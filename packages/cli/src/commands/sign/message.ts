import { hashPersonalMessage } from '@ftm-wallet/sdk'
import type { CommandContext } from '../../invocation/action.js'
import { confirmOrYes } from '../../terminal/prompt.js'
import { describeMessage, type MessageSourceOptions, readMessage } from './input.js'
import { openSigningContext, signerLabel, withMessageSigner } from './openMessageSigner.js'

/** `ftm sign message [TEXT] [--hex] [--file FILE]`: an EIP-191 personal_sign signature. */
export async function run(context: CommandContext<MessageSourceOptions>): Promise<void> {
  const bytes = await readMessage(context.args[0], context.options)
  const flow = await openSigningContext(context)
  const { output, account } = flow
  const shown = describeMessage(bytes)
  output.info(output.style('bold', 'Sign message (personal_sign)'))
  output.info(`  signer   ${signerLabel(account)}`)
  if (shown.text !== undefined) output.info(`  message  ${shown.text}`)
  else {
    output.info(`  message  ${shown.hex}`)
    output.warn('the message is not readable text: sign bytes only when you know what they are')
  }
  await confirmOrYes(flow, 'Sign?')
  const signature = await withMessageSigner(flow, (signer, options) => signer.signMessage(bytes, options))
  output.result(
    {
      ok: true,
      kind: 'message',
      address: account.address,
      message: shown,
      hash: hashPersonalMessage(bytes),
      signature,
    },
    () => signature,
  )
}
