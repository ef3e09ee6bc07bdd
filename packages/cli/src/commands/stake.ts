import type { Command } from 'commander'
import { defineGroup, defineLeaf } from '../invocation/define.js'

const validator = (c: Command) => c.option('--validator <id>', 'validator id (see `ftm stake validators`)')
const amount = (c: Command, what = 'amount in FTM') => c.option('--amount <n>', what)

/** claim and restake: one delegation, or --all of them (and --all-wallets). */
const batch = (c: Command) =>
  validator(c)
    .option('--all', 'every delegation with pending rewards, across validators')
    .option('--all-wallets', 'with --all: in every wallet (one password each)')

export function registerStakeCommands(program: Command): void {
  const stake = defineGroup(program, 'stake', 'delegate FTM to validators, claim rewards, lock, unlock, sFTM')
  defineLeaf(stake, {
    name: 'validators',
    description: 'list the validators you can delegate to',
    examples: ['stake validators', 'stake validators --all --json'],
    options: (c) => c.option('--all', 'include inactive, offline and flagged validators'),
    load: () => import('./stake/validators.js'),
  })
  defineLeaf(stake, {
    name: 'delegate',
    description: 'delegate FTM to a validator (create or increase a delegation)',
    examples: [
      'stake delegate --validator 5 --amount 100',
      'stake delegate --validator 5 --amount 100 --dry-run --json',
    ],
    options: (c) => amount(validator(c)),
    load: () => import('./stake/delegate.js'),
  })
  defineLeaf(stake, {
    name: 'delegations',
    description: "the wallet's delegations with pending rewards and lock state (--all: every wallet's)",
    examples: ['stake delegations', 'stake delegations --json', 'stake delegations --all'],
    options: (c) => c.option('--all', 'the delegations of every wallet, each row naming its wallet'),
    load: () => import('./stake/delegations.js'),
  })
  defineLeaf(stake, {
    name: 'show',
    description: 'one delegation in detail, with its withdraw requests',
    examples: ['stake show --validator 5'],
    options: validator,
    load: () => import('./stake/show.js'),
  })
  defineLeaf(stake, {
    name: 'claim',
    description: 'claim the pending rewards of a delegation (or of all: --all) to the wallet',
    examples: [
      'stake claim --validator 5 --yes',
      'stake claim --all --yes --password-file pw.txt',
      'stake claim --all --all-wallets',
    ],
    options: batch,
    load: () => import('./stake/claim.js'),
  })
  defineLeaf(stake, {
    name: 'restake',
    description: 'add the pending rewards to the delegation (or to each: --all)',
    examples: [
      'stake restake --validator 5',
      'stake restake --all --all-wallets --yes --password-file pw.txt',
    ],
    options: batch,
    load: () => import('./stake/restake.js'),
  })
  defineLeaf(stake, {
    name: 'undelegate',
    description:
      'undelegate FTM (unlocks first when the delegation is locked); withdraw it after the waiting period',
    examples: ['stake undelegate --validator 5 --amount 50'],
    options: (c) => amount(validator(c)),
    load: () => import('./stake/undelegate.js'),
  })
  defineLeaf(stake, {
    name: 'withdraw',
    description: 'withdraw undelegated FTM once its waiting period has passed',
    examples: ['stake withdraw --validator 5', 'stake withdraw --validator 5 --request 1712345678901'],
    options: (c) =>
      validator(c).option('--request <id>', 'withdraw request id (default: the oldest one that is ready)'),
    load: () => import('./stake/withdraw.js'),
  })
  defineLeaf(stake, {
    name: 'lock',
    description: 'lock a delegation for a number of days (more rewards; penalty when unlocked early)',
    examples: ['stake lock --validator 5 --days 30', 'stake lock --validator 5 --days 14 --amount 50'],
    options: (c) =>
      amount(validator(c), 'amount to lock in FTM (default: all unlocked stake)').option(
        '--days <n>',
        'lock duration in days',
      ),
    load: () => import('./stake/lock.js'),
  })
  defineLeaf(stake, {
    name: 'unlock',
    description: 'unlock locked stake before the lock ends (a penalty applies)',
    examples: ['stake unlock --validator 5 --amount 10'],
    options: (c) => amount(validator(c)),
    load: () => import('./stake/unlock.js'),
  })
  defineLeaf(stake, {
    name: 'mint-sftm',
    description: 'mint sFTM (liquid staking token) against a locked delegation',
    examples: ['stake mint-sftm --validator 5'],
    options: validator,
    load: () => import('./stake/mintSftm.js'),
  })
  defineLeaf(stake, {
    name: 'repay-sftm',
    description: 'repay the sFTM minted against a delegation (Allow, Confirm)',
    examples: ['stake repay-sftm --validator 5'],
    options: validator,
    load: () => import('./stake/repaySftm.js'),
  })
}
