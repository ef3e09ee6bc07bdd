import type { Command } from 'commander'
import { defineGroup, defineLeaf } from '../invocation/define.js'

export function registerTokensCommands(program: Command): void {
  const tokens = defineGroup(program, 'tokens', 'your custom tokens (shown beside the DeFi tokens)')
  defineLeaf(tokens, {
    name: 'add <address>',
    description: 'add a custom token: its contract address, symbol and decimals (default 18)',
    examples: [
      'tokens add 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed --symbol GIFT',
      'tokens add 0x… --symbol USDC --decimals 6',
    ],
    options: (c) =>
      c
        .option('--symbol <symbol>', "the token's symbol, 1 to 11 characters")
        .option('--decimals <n>', "the token's decimals, a whole number from 1 (default 18)"),
    load: () => import('./tokens/add.js'),
  })
  defineLeaf(tokens, {
    name: 'list',
    description: 'list the custom tokens',
    examples: ['tokens list', 'tokens list --json'],
    load: () => import('./tokens/list.js'),
  })
  defineLeaf(tokens, {
    name: 'remove <token>',
    description: 'remove a custom token, by address or symbol',
    examples: ['tokens remove GIFT --yes', 'tokens remove 0x5aAe… --yes'],
    load: () => import('./tokens/remove.js'),
  })
}
