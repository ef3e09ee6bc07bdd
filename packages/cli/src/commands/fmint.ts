import type { Command } from 'commander'
import { defineGroup, defineLeaf } from '../invocation/define.js'

const collateral = (c: Command) =>
  c
    .option('--token <symbol>', 'collateral token: WFTM or SFTM (default WFTM)')
    .option('--amount <n>', 'amount of the token')

export function registerFMintCommands(program: Command): void {
  const fmint = defineGroup(
    program,
    'fmint',
    'lock collateral (WFTM, sFTM), mint and repay fUSD, claim rewards',
  )
  defineLeaf(fmint, {
    name: 'status',
    description:
      'collateral, debt, collateral ratio, limits and rewards of the wallet (--all: of every wallet)',
    examples: ['fmint status', 'fmint status --json', 'fmint status --all'],
    options: (c) => c.option('--all', 'the status of every wallet'),
    load: () => import('./fmint/status.js'),
  })
  defineLeaf(fmint, {
    name: 'lock',
    description: 'lock collateral (Allow, Confirm)',
    examples: ['fmint lock --token WFTM --amount 100'],
    options: collateral,
    load: () => import('./fmint/lock.js'),
  })
  defineLeaf(fmint, {
    name: 'unlock',
    description: 'unlock collateral (the ratio must stay at 300 % or more)',
    examples: ['fmint unlock --token WFTM --amount 10'],
    options: collateral,
    load: () => import('./fmint/unlock.js'),
  })
  defineLeaf(fmint, {
    name: 'mint',
    description: 'mint fUSD against the locked collateral (0.5 % fee)',
    examples: ['fmint mint --amount 5'],
    options: (c) =>
      c.option('--amount <n>', 'fUSD to mint').option('--token <symbol>', 'token to mint (default FUSD)'),
    load: () => import('./fmint/mint.js'),
  })
  defineLeaf(fmint, {
    name: 'repay',
    description: 'repay minted fUSD (Allow, Confirm)',
    examples: ['fmint repay --amount 5'],
    options: (c) =>
      c.option('--amount <n>', 'fUSD to repay').option('--token <symbol>', 'token to repay (default FUSD)'),
    load: () => import('./fmint/repay.js'),
  })
  defineLeaf(fmint, {
    name: 'claim',
    description: 'claim fMint rewards (paid in WFTM)',
    examples: ['fmint claim --yes'],
    load: () => import('./fmint/claim.js'),
  })
  defineLeaf(fmint, {
    name: 'push',
    description: 'push new rewards into the distribution (anyone may, once an hour)',
    examples: ['fmint push --yes'],
    load: () => import('./fmint/push.js'),
  })
}
