import type { ValidatorKey } from './seedPlan.js'

const E18 = 10n ** 18n
const DAY = 86_400

export interface ProposalPlan {
  key: 'commission' | 'gasLimit' | 'rename' | 'grants' | 'lockup'
  name: string
  description: string
  options: string[]
  minVotes: bigint
  minAgreement: bigint
  /** Offsets in seconds: voting starts `start` after creation; min/max end are counted from the start. */
  start: number
  minEnd: number
  maxEnd: number
  outcome: 'resolved' | 'failed' | 'canceled' | 'open' | 'upcoming'
  /** Votes: a validator voting itself, or a seed delegator voting through a validator. Choices index 0..4. */
  votes: Array<{ voter: ValidatorKey | number; via?: ValidatorKey; choices: number[] }>
}

export const PROPOSAL_PLAN: readonly ProposalPlan[] = [
  {
    key: 'commission',
    name: 'Lower the validator commission',
    description:
      "Validators take 15% of their delegators' rewards. This proposal asks whether to keep it or lower it. " +
      'Rate each option from 0 (disagree) to 4 (fully agree).',
    options: ['Keep 15%', 'Lower to 10%', 'Lower to 5%'],
    minVotes: (40n * E18) / 100n,
    minAgreement: (50n * E18) / 100n,
    start: 3_600,
    minEnd: 2 * DAY,
    maxEnd: 5 * DAY,
    outcome: 'resolved',
    votes: [
      { voter: 'aurora', choices: [1, 4, 2] },
      { voter: 'granite', choices: [2, 3, 1] },
      { voter: 'lumen', choices: [0, 4, 3] },
      { voter: 'harbor', choices: [1, 3, 1] },
      { voter: 2, via: 'granite', choices: [4, 0, 0] },
    ],
  },
  {
    key: 'gasLimit',
    name: 'Double the block gas limit',
    description:
      'Raise the per-block gas limit to twice its current value to fit more transactions per block.',
    options: ['Yes', 'No'],
    minVotes: (60n * E18) / 100n,
    minAgreement: (60n * E18) / 100n,
    start: 3_600,
    minEnd: 2 * DAY,
    maxEnd: 4 * DAY,
    outcome: 'failed',
    votes: [{ voter: 0, via: 'aurora', choices: [4, 0] }],
  },
  {
    key: 'rename',
    name: 'Rename the native token',
    description: 'Withdrawn by its author before voting began.',
    options: ['Yes', 'No'],
    minVotes: (50n * E18) / 100n,
    minAgreement: (50n * E18) / 100n,
    start: 3_600,
    minEnd: 2 * DAY,
    maxEnd: 4 * DAY,
    outcome: 'canceled',
    votes: [],
  },
  {
    key: 'grants',
    name: 'Fund community grants from the treasury',
    description:
      'Allocate treasury funds to community-built tools and dApps over the next year. See https://grants.example ' +
      'for the programme. Rate each option from 0 (disagree) to 4 (fully agree).',
    options: ['Fund 1M FTM', 'Fund 3M FTM', 'Do not fund'],
    minVotes: (30n * E18) / 100n,
    minAgreement: (50n * E18) / 100n,
    start: 12 * 3_600,
    minEnd: 3 * DAY,
    maxEnd: 7 * DAY,
    outcome: 'open',
    votes: [
      { voter: 'aurora', choices: [3, 1, 0] },
      { voter: 'lumen', choices: [2, 2, 1] },
      { voter: 1, via: 'aurora', choices: [4, 2, 0] },
    ],
  },
  {
    key: 'lockup',
    name: 'Extend the maximum lock-up to two years',
    description: 'Allow delegations to be locked for up to 730 days, with a proportionally higher reward.',
    options: ['Yes', 'No'],
    minVotes: (50n * E18) / 100n,
    minAgreement: (60n * E18) / 100n,
    start: 2 * DAY,
    minEnd: 3 * DAY,
    maxEnd: 7 * DAY,
    outcome: 'upcoming',
    votes: [],
  },
]
