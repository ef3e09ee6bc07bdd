import type { Command } from 'commander'
import { describe, expect, it } from 'vitest'
import { createProgram } from '../program.js'
import { FAST_COMMANDS, parseFastInvocation } from './parseFastInvocation.js'

interface Captured {
  args: string[]
  options: Record<string, unknown>
  rawGlobals: Record<string, unknown>
}

/** What commander hands the action of a fast command for `argv` (the real program, actions captured). */
async function parseWithCommander(argv: string[]): Promise<Captured> {
  const program = createProgram()
  let captured: Captured | undefined
  for (const sub of program.commands) {
    if (Object.hasOwn(FAST_COMMANDS, sub.name())) {
      sub.action((...params: unknown[]) => {
        const command = params[params.length - 1] as Command
        captured = { args: command.args, options: command.opts(), rawGlobals: command.optsWithGlobals() }
      })
    }
  }
  program.configureOutput({ writeErr: () => undefined, writeOut: () => undefined })
  await program.parseAsync(argv, { from: 'user' })
  if (!captured) throw new Error(`commander ran no fast command for ${argv.join(' ')}`)
  return captured
}

/** The global keys commander reports (optsWithGlobals also carries the command's own options). */
const globalsOf = ({ options, rawGlobals }: Captured) =>
  Object.fromEntries(Object.entries(rawGlobals).filter(([key]) => !(key in options)))

const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

describe('parseFastInvocation', () => {
  it.each([
    ['balance'],
    ['balance', '--json'],
    ['balance', '--all', '--json', '--no-color'],
    ['balance', '--api', 'http://127.0.0.1:1/api', '--api=http://127.0.0.1:2/api'],
    ['balance', '--network', 'testnet', '--account', 'Savings'],
    ['balance', '--network=mainnet', `--account=${address}`, '--rpc', 'http://127.0.0.1:3'],
    ['balance', '--account', 'a', '--account', 'b', '--debug', '--yes', '--dry-run'],
    ['balance', '--password-file', 'pw.txt', '--json'],
    ['balance', address, '--json'],
    ['balance', '--json', address, '--api', 'http://127.0.0.1:1/api'],
    ['assets', '--json', '--account', address],
    ['price', '--currency', 'EUR', '--json'],
    ['price', '--currency=usd'],
    ['history', '--limit', '10', '--cursor', '0x1f', '--json'],
    ['history', '--all', '--limit=250'],
    ['send', '--to', address],
    [
      'send',
      '--to',
      address,
      '--amount',
      '0.01',
      '--yes',
      '--password-file',
      'pw.txt',
      '--api',
      'http://127.0.0.1:1/api',
    ],
    ['send', '--to=alice.ftm', '--amount', '1', '--token', 'FUSD', '--memo', 'rent', '--json'],
    [
      'send',
      '--to',
      address,
      '--data',
      '0x1234',
      '--sign-only',
      '--nonce',
      '7',
      '--gas-price',
      '25gwei',
      '--gas-limit',
      '50000',
    ],
    [
      'send',
      '--to',
      address,
      '--sig',
      'claimRewards()',
      '--value',
      '1',
      '--keystore',
      'ks.json',
      '--force',
      '--dry-run',
    ],
    [
      'send',
      '--account',
      address,
      '--network',
      'devnet',
      '--rpc',
      'http://127.0.0.1:3',
      '--to',
      address,
      '--async',
    ],
  ])('reads %s exactly as commander does', async (...argv: string[]) => {
    const fast = parseFastInvocation(argv)
    expect(fast).toBeDefined()
    const commander = await parseWithCommander(argv)
    expect(fast?.options).toEqual(commander.options)
    // commander adds defaults it owns (none today but `color`'s implicit true): compare what both set.
    const expected = globalsOf(commander)
    if (expected.color === true) delete expected.color
    expect(fast?.rawGlobals).toEqual(expected)
    expect(fast?.args).toEqual(commander.args)
  })

  it.each([
    [[]],
    [['send', '--to', address, '--sig', 'delegate(uint256)', '5']],
    [['send', '--help']],
    [['send', '-y', '--to', address]],
    [['send', '--to']],
    [['send', '--amount', '-1']],
    [['send', '--yes=true']],
    [['balance', '--help']],
    [['balance', '-h']],
    [['balance', '-y']],
    [['balance', '--json=true']],
    [['balance', '--all=yes']],
    [['balance', '--bogus']],
    [['balance', 'extra']],
    [['balance', address, address]],
    [['assets', address]],
    [['balance', '--api']],
    [['balance', '--api', '--json']],
    [['balance', '--network', 'moon']],
    [['balance', '--currency', 'EUR']],
    [['price', '--all']],
    [['balance', '--', '--json']],
    [['--json', 'balance']],
    [['history', '--limit']],
    [['constructor']],
    [['__proto__']],
  ])('leaves %j to commander', (argv: string[]) => {
    expect(parseFastInvocation(argv)).toBeUndefined()
  })
})
