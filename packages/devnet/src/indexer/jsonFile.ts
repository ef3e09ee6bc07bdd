import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'

/** Reads a JSON file; `undefined` when it does not exist or cannot be parsed (the caller rebuilds it). */
export async function readJsonFile(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8'))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || error instanceof SyntaxError) return undefined
    throw error
  }
}

let writes = 0

/**
 * Writes JSON atomically (temp file + rename), so a crash never leaves half a file behind. Each write has its own
 * temp file: two writes of one file in flight must not rename each other's.
 */
export async function writeJsonFile(path: string, value: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true })
  writes += 1
  const temp = `${path}.${process.pid}.${writes}.tmp`
  await writeFile(temp, JSON.stringify(value))
  await rename(temp, path)
}
