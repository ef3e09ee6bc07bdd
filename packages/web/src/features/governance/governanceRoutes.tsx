import type { RouteObject } from 'react-router'
import { lazyPage } from '../../navigation/lazyPage.js'
import { areaRoute } from '../../navigation/routeNames.js'

// Loaded on demand: the pages pull in the SDK's machines and queries, which the first screen does not need.
const proposals = lazyPage(() => import('./ProposalsPage.js'), 'ProposalsPage')

/** The governance area's screens under /gov/{address} (docs/behaviour/app-shell.md#routes). */
export const governanceRoutes: RouteObject[] = [
  areaRoute('gov-home', '', { lazy: proposals }),
  areaRoute('gov-home', 'proposal-detail/:proposalId?/:governanceId?', {
    lazy: lazyPage(() => import('./ProposalDetailPage.js'), 'ProposalDetailPage'),
  }),
  areaRoute('gov-home', 'confirmation', {
    lazy: lazyPage(() => import('./VoteConfirmationPage.js'), 'VoteConfirmationPage'),
  }),
  areaRoute('gov-home', 'cancel-vote-confirmation', {
    lazy: lazyPage(() => import('./CancelVoteConfirmationPage.js'), 'CancelVoteConfirmationPage'),
  }),
  areaRoute('gov-home', '*', { lazy: proposals }),
]
