import type { Command } from 'commander'
import { defineGroup, defineLeaf } from '../invocation/define.js'

export function registerGovCommands(program: Command): void {
  const gov = defineGroup(program, 'gov', 'governance proposals and votes (with your delegations)')
  defineLeaf(gov, {
    name: 'proposals',
    description: 'list proposals, open ones first',
    examples: ['gov proposals', 'gov proposals --all --json'],
    options: (c) => c.option('--all', 'include resolved, failed and canceled proposals'),
    load: () => import('./gov/proposals.js'),
  })
  defineLeaf(gov, {
    name: 'show <proposal>',
    description: "a proposal's options, state and your votes",
    examples: ['gov show 3'],
    options: (c) => c.option('--contract <address>', 'governance contract (default: the only/first one)'),
    load: () => import('./gov/show.js'),
  })
  defineLeaf(gov, {
    name: 'vote <proposal>',
    description: 'vote with each of your delegations: one level per option (0 = strongly against … max)',
    examples: ['gov vote 3 --choices 3,0,1', 'gov vote 3 --choices 4,4 --validator 5 --yes'],
    options: (c) =>
      c
        .option('--choices <levels>', 'comma-separated level for every option, e.g. 3,0,1')
        .option('--validator <id>', 'vote only with the delegation to this validator')
        .option('--contract <address>', 'governance contract (default: the only/first one)'),
    load: () => import('./gov/vote.js'),
  })
  defineLeaf(gov, {
    name: 'cancel-vote <proposal>',
    description: 'cancel your vote(s) on a proposal',
    examples: ['gov cancel-vote 3 --yes'],
    options: (c) =>
      c
        .option('--validator <id>', 'cancel only the vote of the delegation to this validator')
        .option('--contract <address>', 'governance contract (default: the only/first one)'),
    load: () => import('./gov/cancelVote.js'),
  })
}
