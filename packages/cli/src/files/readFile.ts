import { readFile } from 'node:fs/promises'
import { toFileReadError } from '@ftm-wallet/sdk'
import { CliError } from '../errors/CliError.js'

/** Reads a text file the user named; read errors carry the spec's messages ('File not found', …) and exit 2. */
export async function readTextFile(path: string, what: string): Promise<string> {
  try {
    return await readFile(path, 'utf8')
  } catch (error) {
    const mapped = toFileReadError(error)
    throw new CliError(mapped.code, `${mapped.message}: ${what} ${path}`, 2)
  }
}

/** A secret file's content without the one trailing newline editors add. */
export async function readSecretFile(path: string, what: string): Promise<string> {
  return (await readTextFile(path, what)).replace(/\r?\n$/, '')
}

/** Reads a file the user named as bytes (a message to sign); read errors as readTextFile's. */
export async function readBinaryFile(path: string, what: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(path))
  } catch (error) {
    const mapped = toFileReadError(error)
    throw new CliError(mapped.code, `${mapped.message}: ${what} ${path}`, 2)
  }
}
