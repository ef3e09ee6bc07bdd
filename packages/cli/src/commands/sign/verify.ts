import { recoverMessageSigner, recoverTypedDataSigner } from '@ftm-wallet/sdk'
import { CliError } from '../../errors/CliError.js'
import { ExitCode } from '../../errors/exitCodes.js'
import { isHexAddress } from '../../input/accounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { asBadInput, type MessageSourceOptions, readMessage, readTypedDataFile } from './input.js'

interface Options extends MessageSourceOptions {
  signature?: string
  typedData?: string
  address?: string
}

/**
 * `ftm verify`: the address that signed a message (TEXT, --hex, --file) or typed data (--typed-data FILE). With
 * --address it says whether that address signed, and exits 1 when it did not. Reads nothing from the network.
 */
export async function run(context: CommandContext<Options>): Promise<void> {
  const { options, output } = context
  const text = context.args[0]
  if (options.signature === undefined) throw new CliError('SIGNATURE_MISSING', 'Missing --signature 0x…')
  if (options.address !== undefined && !isHexAddress(options.address))
    throw new CliError('ADDRESS_INVALID', `--address ${options.address} is not a 0x address`)
  if (options.typedData !== undefined && (text !== undefined || options.file !== undefined || options.hex))
    throw new CliError('MESSAGE_SOURCE', 'Give either a message (TEXT, --hex, --file) or --typed-data FILE')
  let signer: string
  let kind: 'message' | 'typedData'
  try {
    if (options.typedData !== undefined) {
      kind = 'typedData'
      signer = recoverTypedDataSigner(await readTypedDataFile(options.typedData), options.signature)
    } else {
      kind = 'message'
      signer = recoverMessageSigner(await readMessage(text, options), options.signature)
    }
  } catch (error) {
    asBadInput(error)
  }
  const match =
    options.address === undefined ? undefined : signer.toLowerCase() === options.address.toLowerCase()
  output.result({ ok: match !== false, kind, signer, ...(match === undefined ? {} : { match }) }, () =>
    match === undefined
      ? signer
      : `${signer}\n${match ? output.style('green', 'matches --address') : output.style('red', `does not match --address ${options.address}`)}`,
  )
  if (match === false) process.exitCode = ExitCode.txFailed
}
