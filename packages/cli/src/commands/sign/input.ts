import { readTypedDataJson } from '@ftm-wallet/sdk'
import { CliError } from '../../errors/CliError.js'
import { readBinaryFile, readTextFile } from '../../files/readFile.js'

/** How a message to sign or verify is given: TEXT (UTF-8), TEXT with --hex, or --file FILE. */
export interface MessageSourceOptions {
  hex?: boolean
  file?: string
}

/** The message's bytes from TEXT, --hex TEXT or --file FILE (exactly one); bad input exits 2. */
export async function readMessage(
  text: string | undefined,
  options: MessageSourceOptions,
): Promise<Uint8Array> {
  if (options.file !== undefined) {
    if (text !== undefined || options.hex)
      throw new CliError('MESSAGE_SOURCE', 'Give the message as TEXT or with --file FILE, not both')
    return readBinaryFile(options.file, 'message file')
  }
  if (text === undefined) throw new CliError('MESSAGE_MISSING', 'Missing the message: TEXT, or --file FILE')
  if (!options.hex) return new TextEncoder().encode(text)
  if (!/^0x([0-9a-fA-F]{2})*$/.test(text))
    throw new CliError('MESSAGE_HEX_INVALID', `--hex: ${text} is not 0x-hex bytes`)
  return Uint8Array.from(Buffer.from(text.slice(2), 'hex'))
}

/** The message as people read it: its text when it is printable UTF-8, else its 0x-hex. */
export function describeMessage(bytes: Uint8Array): { text?: string; hex: string } {
  const hex = `0x${Buffer.from(bytes).toString('hex')}`
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // Printable: no control characters but tab and newline (escape.ts escapes the rest anyway).
    const control = [...text].some((c) => {
      const code = c.codePointAt(0) ?? 0
      return (code < 0x20 && c !== '\n' && c !== '\t') || (code >= 0x7f && code <= 0x9f)
    })
    if (!control) return { text, hex }
  } catch {
    // not UTF-8: shown as hex
  }
  return { hex }
}

/** The typed data of a JSON file; malformed JSON exits 2 naming the file. */
export async function readTypedDataFile(path: string): Promise<unknown> {
  const text = await readTextFile(path, 'typed data file')
  try {
    return readTypedDataJson(text)
  } catch (error) {
    throw new CliError('TYPED_DATA_INVALID', `${(error as Error).message} (${path})`, 2, { cause: error })
  }
}

/** SDK errors about what the user gave (typed data, a signature, a domain for another chain) exit 2. */
export function asBadInput(error: unknown): never {
  const code = (error as { code?: unknown })?.code
  if (
    code === 'SIGNER_TYPED_DATA_INVALID' ||
    code === 'SIGNER_SIGNATURE_INVALID' ||
    code === 'SIGNER_MESSAGE_INVALID'
  ) {
    throw new CliError(code, (error as Error).message, 2, { cause: error })
  }
  throw error
}
