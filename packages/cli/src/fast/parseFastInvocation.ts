import type { Invocation } from '../invocation/action.js'

/**
 * The commands that may skip commander (and its ~20 ms of loading, and the definitions of every command): the read
 * commands and `send` (docs/behaviour/signing.md#unlocking-in-the-cli), with only the options below. Anything else on
 * the command line — help, a short flag, an unknown or malformed option, a stray argument (`send --sig` with its
 * ARGS) — goes to commander, which owns every message about usage. Names and option spellings mirror
 * src/commands/account.ts and src/program.ts; parseFastInvocation.test.ts checks both paths agree.
 */
export const FAST_COMMANDS = {
  balance: { flags: ['all'], values: [] },
  assets: { flags: [], values: [] },
  price: { flags: [], values: ['currency'] },
  history: { flags: ['all'], values: ['limit', 'cursor'] },
  send: { flags: [], values: ['to', 'amount', 'token', 'memo', 'sig', 'data', 'value'] },
} as const satisfies Record<string, { flags: readonly string[]; values: readonly string[] }>

export type FastCommandName = keyof typeof FAST_COMMANDS

const GLOBAL_FLAGS = ['json', 'yes', 'dry-run', 'async', 'debug', 'rpc-only', 'force', 'sign-only'] as const
const GLOBAL_VALUES = [
  'network',
  'rpc',
  'account',
  'password-file',
  'keystore',
  'nonce',
  'gas-price',
  'gas-limit',
] as const
const NETWORKS = ['mainnet', 'testnet', 'devnet']
const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** commander's option key for a long option name: 'dry-run' → 'dryRun'. */
const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())

export interface FastInvocation extends Invocation<Record<string, unknown>> {
  name: FastCommandName
}

/** Reads `argv` (without node and the script) as a fast command, or undefined when commander must. */
export function parseFastInvocation(argv: readonly string[]): FastInvocation | undefined {
  const [name, ...rest] = argv
  if (name === undefined || !Object.hasOwn(FAST_COMMANDS, name)) return undefined
  const spec = FAST_COMMANDS[name as FastCommandName]
  const options: Record<string, unknown> = {}
  const rawGlobals: Record<string, unknown> = {}
  const args: string[] = []
  for (let i = 0; i < rest.length; i += 1) {
    const token = rest[i] as string
    // `balance ADDRESS`: one address argument (anything else as an argument goes to commander).
    if (name === 'balance' && args.length === 0 && HEX_ADDRESS.test(token)) {
      args.push(token)
      continue
    }
    if (!token.startsWith('--') || token === '--') return undefined
    const eq = token.indexOf('=')
    const key = eq === -1 ? token.slice(2) : token.slice(2, eq)
    const isFlag = (GLOBAL_FLAGS as readonly string[]).includes(key) || spec.flags.includes(key as never)
    if (key === 'no-color' && eq === -1) {
      rawGlobals.color = false
      continue
    }
    if (isFlag) {
      if (eq !== -1) return undefined
      if ((spec.flags as readonly string[]).includes(key)) options[camel(key)] = true
      else rawGlobals[camel(key)] = true
      continue
    }
    const takesValue =
      key === 'api' ||
      (GLOBAL_VALUES as readonly string[]).includes(key) ||
      spec.values.includes(key as never)
    if (!takesValue) return undefined
    let value: string | undefined
    if (eq === -1) {
      value = rest[i + 1]
      i += 1
    } else value = token.slice(eq + 1)
    // A missing value or one that looks like an option: commander explains.
    if (value === undefined || value.startsWith('-')) return undefined
    if (key === 'network' && !NETWORKS.includes(value)) return undefined
    if (key === 'api') rawGlobals.api = [...((rawGlobals.api as string[] | undefined) ?? []), value]
    else if ((spec.values as readonly string[]).includes(key)) options[camel(key)] = value
    else rawGlobals[camel(key)] = value
  }
  return { name: name as FastCommandName, args, options, rawGlobals }
}
