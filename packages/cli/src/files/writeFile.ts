import { open } from 'node:fs/promises'
import { CliError } from '../errors/CliError.js'

/** Writes a new file readable by its owner only (0600); an existing file is never overwritten (exit 2). */
export async function writeNewPrivateFile(path: string, content: string | Uint8Array): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>>
  try {
    handle = await open(path, 'wx', 0o600)
  } catch (error) {
    const code = (error as { code?: string }).code
    const reason =
      code === 'EEXIST'
        ? 'it already exists'
        : code === 'ENOENT'
          ? 'its directory does not exist'
          : code === 'EACCES'
            ? 'permission denied'
            : 'it cannot be created'
    throw new CliError('FILE_NOT_WRITABLE', `Cannot write ${path}: ${reason}`, 2, { cause: error })
  }
  try {
    await handle.writeFile(content)
  } finally {
    await handle.close()
  }
}
