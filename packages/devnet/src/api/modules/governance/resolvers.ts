import { GraphQLError } from 'graphql'
import { govContractResolvers } from './contractResolvers.js'
import { govContractAt, govContractsOf } from './govContracts.js'
import { proposalList } from './proposalList.js'
import { proposalResolvers } from './proposalResolvers.js'

type Ctx = unknown

/** Resolvers of the governance module (docs/chain-and-api.md#api-queries). */
export const governanceResolvers = {
  Query: {
    govContracts: (_: unknown, __: unknown, ctx: Ctx) => {
      const list = govContractsOf(ctx)
      if (list.length === 0) throw new GraphQLError('no governance contracts recognized')
      return list
    },
    govContract: (_: unknown, args: { address: string }, ctx: Ctx) => govContractAt(ctx, args.address),
    govProposals: (
      _: unknown,
      args: { cursor?: string | null; count: number; activeOnly?: boolean | null },
      ctx: Ctx,
    ) => proposalList(ctx, govContractsOf(ctx), args),
  },
  GovernanceContract: govContractResolvers,
  GovernanceProposal: proposalResolvers,
}
