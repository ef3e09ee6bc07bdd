import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import type { Command } from 'commander'
import { describe, expect, it } from 'vitest'
import { createProgram } from '../src/program.js'
import { BIN } from './ftm.js'

const dist = new URL('../dist/', import.meta.url)

/** Every command that runs something (no subcommands), with its full name. */
function leaves(command: Command, prefix: string[] = []): Array<{ name: string; command: Command }> {
  return command.commands.flatMap((sub) => {
    const path = [...prefix, sub.name()]
    return sub.commands.length === 0 ? [{ name: path.join(' '), command: sub }] : leaves(sub, path)
  })
}

function helpOf(command: Command): string {
  let text = ''
  command.configureOutput({ writeOut: (s) => (text += s), writeErr: (s) => (text += s) })
  command.outputHelp()
  return text
}

/** The files a module imports statically, transitively (dynamic `import()` is not followed: that is lazy). */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const code = readFileSync(new URL(file, dist), 'utf8')
  for (const match of code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g))
    staticClosure(match[1] as string, seen)
  return seen
}

describe('help', () => {
  const all = leaves(createProgram())

  it('covers every command group of the issue', () => {
    const names = all.map((l) => l.name)
    for (const expected of [
      'wallet create',
      'wallet restore',
      'wallet list',
      'wallet show',
      'wallet rename',
      'wallet remove',
      'wallet export',
      'wallet import-ledger',
      'receive',
      'balance',
      'faucet',
      'history',
      'assets',
      'price',
      'send',
      'contacts add',
      'contacts list',
      'contacts edit',
      'contacts remove',
      'stake validators',
      'stake delegate',
      'stake delegations',
      'stake show',
      'stake claim',
      'stake restake',
      'stake undelegate',
      'stake withdraw',
      'stake lock',
      'stake unlock',
      'stake mint-sftm',
      'stake repay-sftm',
      'fmint status',
      'fmint lock',
      'fmint unlock',
      'fmint mint',
      'fmint repay',
      'fmint claim',
      'fmint push',
      'swap quote',
      'swap swap',
      'pool list',
      'pool add',
      'pool remove',
      'pool show',
      'wrap',
      'unwrap',
      'gov proposals',
      'gov show',
      'gov vote',
      'gov cancel-vote',
      'bridge send',
      'bridge status',
      'settings get',
      'settings set',
      'approvals list',
      'approvals revoke',
    ]) {
      expect(names).toContain(expected)
    }
  })

  it.each(all.map((l) => [l.name, l.command] as const))(
    'ftm %s --help shows an example of itself',
    (name, command) => {
      const help = helpOf(command)
      expect(help).toMatch(/Examples?:/)
      expect(help).toContain(`$ ftm ${name}`)
    },
  )

  it('prints help for a command from the binary with exit code 0', () => {
    const run = spawnSync(process.execPath, [BIN, 'stake', 'delegate', '--help'], { encoding: 'utf8' })
    expect(run.status).toBe(0)
    expect(run.stdout).toContain('--validator <id>')
    expect(run.stdout).toContain('$ ftm stake delegate --validator 5 --amount 100')
  })

  it('exits 2 with usage when a group is run without a command', () => {
    const run = spawnSync(process.execPath, [BIN, 'stake'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    expect(run.status).toBe(2)
    expect(run.stdout + run.stderr).toContain('delegate')
  })
})

describe('start-up', () => {
  it('loads no wallet code for --version and --help (the SDK is in lazily imported chunks only)', () => {
    const main = readFileSync(new URL('main.js', dist), 'utf8')
    const programChunk = main.match(/import\("\.\/(program-[^"]+\.js)"\)/)?.[1]
    expect(programChunk).toBeDefined()
    const loaded = [...staticClosure('main.js'), ...staticClosure(programChunk as string)]
    const code = loaded.map((file) => readFileSync(new URL(file, dist), 'utf8')).join('\n')
    for (const marker of ['Zod', 'secp256k1', 'scrypt', 'xstate', 'Bad keystore file or password.']) {
      expect(code).not.toContain(marker)
    }
    // The markers are real: the lazily loaded chunks do contain them.
    const lazy = readdirSync(dist)
      .filter((file) => file.endsWith('.js') && !loaded.includes(file))
      .map((file) => readFileSync(new URL(file, dist), 'utf8'))
      .join('\n')
    expect(lazy).toContain('Bad keystore file or password.')
    expect(lazy).toContain('secp256k1')
  })
})
