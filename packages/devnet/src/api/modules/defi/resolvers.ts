import { defiTokenResolvers } from './defiTokens.js'
import { erc20TokenResolvers } from './erc20Resolvers.js'
import { fMintAccountResolvers, fMintTokenBalanceResolvers } from './fMintAccount.js'
import { defiQueryResolvers } from './queryResolvers.js'

/** Resolvers of the DeFi module. */
export const defiResolvers = {
  Query: defiQueryResolvers,
  ERC20Token: erc20TokenResolvers,
  DefiToken: defiTokenResolvers,
  FMintAccount: fMintAccountResolvers,
  FMintTokenBalance: fMintTokenBalanceResolvers,
}
