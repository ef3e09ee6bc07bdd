import type { Command } from 'commander'
import { defineGroup, defineLeaf } from '../invocation/define.js'

const trade = (c: Command) =>
  c
    .option('--from <token>', 'token to sell (symbol or address; FTM is traded as WFTM)')
    .option('--to <token>', 'token to buy')
    .option('--amount <n>', 'amount of --from to sell (or of --to to buy with --exact-out)')
    .option('--exact-out', '--amount is what you receive; the input is computed')
    .option('--slippage <percent>', 'slippage tolerance in percent (default: the setting, 0.5)')

export function registerSwapCommands(program: Command): void {
  const swap = defineGroup(program, 'swap', 'trade tokens on fUNI (Uniswap V2)')
  defineLeaf(swap, {
    name: 'quote',
    description: 'what a trade would give, its price impact and the minimum received',
    examples: ['swap quote --from WFTM --to FUSD --amount 10'],
    options: trade,
    load: () => import('./swap/quote.js'),
  })
  defineLeaf(swap, {
    name: 'swap',
    description: 'trade (Allow, Confirm)',
    examples: [
      'swap swap --from WFTM --to FUSD --amount 10 --yes',
      'swap swap --from FUSD --to WFTM --amount 1 --exact-out',
    ],
    options: trade,
    load: () => import('./swap/swap.js'),
  })

  const pool = defineGroup(program, 'pool', 'fUNI liquidity pools')
  defineLeaf(pool, {
    name: 'list',
    description: 'the pools with reserves and your share',
    examples: ['pool list', 'pool list --json'],
    load: () => import('./pool/list.js'),
  })
  defineLeaf(pool, {
    name: 'show <pair>',
    description:
      "one pool's stats: reserves, price, 24 h volume, your share (pair as WFTM/FUSD or its address)",
    examples: ['pool show WFTM/FUSD'],
    load: () => import('./pool/show.js'),
  })
  defineLeaf(pool, {
    name: 'actions <pair>',
    description:
      "the pair's transactions, newest first, 15 a page: swaps, adds and removes (--type), --cursor for the next page",
    examples: [
      'pool actions WFTM/FUSD',
      'pool actions WFTM/FUSD --type swaps --json',
      'pool actions WFTM/FUSD --cursor 0x1f…',
    ],
    options: (c) =>
      c
        .option('--type <type>', 'all (default), swaps, adds or removes')
        .option('--cursor <cursor>', 'start after this cursor (printed as nextCursor by the previous page)'),
    load: () => import('./pool/actions.js'),
  })
  defineLeaf(pool, {
    name: 'add',
    description: 'add liquidity (Allow A, Allow B, Confirm); the second amount follows the pool price',
    examples: ['pool add --pair WFTM/FUSD --amount 10', 'pool add --pair WFTM/FUSD --amount 10 --dry-run'],
    options: (c) =>
      c
        .option('--pair <A/B>', 'the pool, as TOKEN/TOKEN')
        .option('--amount <n>', 'amount of the first token')
        .option('--slippage <percent>', 'slippage tolerance in percent (default: the setting)'),
    load: () => import('./pool/add.js'),
  })
  defineLeaf(pool, {
    name: 'remove',
    description: 'remove a percentage of your liquidity (Allow, Confirm)',
    examples: ['pool remove --pair WFTM/FUSD --percent 100'],
    options: (c) =>
      c
        .option('--pair <A/B>', 'the pool, as TOKEN/TOKEN')
        .option('--percent <n>', 'share of your liquidity to remove, 1–100')
        .option('--slippage <percent>', 'slippage tolerance in percent (default: the setting)'),
    load: () => import('./pool/remove.js'),
  })

  defineLeaf(program, {
    name: 'wrap',
    description: 'wrap FTM into WFTM',
    examples: ['wrap --amount 10'],
    options: (c) => c.option('--amount <n>', 'FTM to wrap'),
    load: () => import('./swap/wrap.js'),
  })
  defineLeaf(program, {
    name: 'unwrap',
    description: 'unwrap WFTM into FTM',
    examples: ['unwrap --amount 10'],
    options: (c) => c.option('--amount <n>', 'WFTM to unwrap'),
    load: () => import('./swap/unwrap.js'),
  })
}
