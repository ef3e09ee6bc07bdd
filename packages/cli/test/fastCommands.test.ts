// The fast path's commands are named in four places that must agree (docs/architecture.md#cli-bundles): bin/ftm.cjs
// runs dist/fast/<name>.cjs for the names in its FAST_COMMANDS, tsup.config.ts builds one bundle per name in
// FAST_ENTRIES from src/fast/<name>.ts, and src/fast/parseFastInvocation.ts reads the command lines of those names.
// A name missing from one of them would send its command down the slow path, or leave a bundle nobody runs.
import { readdir, readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { FAST_COMMANDS as PARSED } from '../src/fast/parseFastInvocation.js'
import { FAST_ENTRIES } from '../tsup.config.js'

const root = new URL('..', import.meta.url)

/** The names in bin/ftm.cjs's `const FAST_COMMANDS = [...]`, read from its text (it is a script, not a module). */
async function binFastCommands(): Promise<string[]> {
  const text = await readFile(new URL('bin/ftm.cjs', root), 'utf8')
  const list = /const FAST_COMMANDS = \[([^\]]*)\]/.exec(text)?.[1]
  if (list === undefined) throw new Error('bin/ftm.cjs has no FAST_COMMANDS list')
  return [...list.matchAll(/'([^']+)'/g)].map((match) => match[1] as string)
}

/** The command entries in src/fast/: <name>.ts files that export the `main` bin/ftm.cjs calls. */
async function fastEntryFiles(): Promise<string[]> {
  const names: string[] = []
  for (const file of await readdir(new URL('src/fast/', root))) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue
    const text = await readFile(new URL(`src/fast/${file}`, root), 'utf8')
    if (/export const main\b/.test(text)) names.push(file.slice(0, -'.ts'.length))
  }
  return names
}

describe('the fast commands', () => {
  it('are the same names in bin/ftm.cjs, tsup.config.ts, src/fast/<name>.ts and parseFastInvocation', async () => {
    const bin = await binFastCommands()
    expect(bin).toEqual([...FAST_ENTRIES])
    expect((await fastEntryFiles()).sort()).toEqual([...FAST_ENTRIES].sort())
    expect(Object.keys(PARSED).sort()).toEqual([...FAST_ENTRIES].sort())
    // `send` is among them: its bundle is what bin/ftm.cjs runs after starting the KDF.
    expect(bin).toContain('send')
  })
})
