import { delegationResolvers, withdrawRequestResolvers } from './delegationResolvers.js'
import { epochQueryResolvers, epochResolvers } from './epochResolvers.js'
import { accountStakingResolvers, stakingQueryResolvers } from './queryResolvers.js'
import { stakerResolvers } from './stakerResolvers.js'

/** Resolvers of the staking module. */
export const stakingResolvers = {
  Query: { ...stakingQueryResolvers, ...epochQueryResolvers },
  Account: accountStakingResolvers,
  Staker: stakerResolvers,
  Delegation: delegationResolvers,
  WithdrawRequest: withdrawRequestResolvers,
  Epoch: epochResolvers,
}
