import packageJson from '../../../../package.json' with { type: 'json' }
import type { ApiContext, ApiModule } from '../../module.js'
import { scalarResolvers } from '../../scalars/scalars.js'
import { accountResolvers } from './accountResolvers.js'
import { blockResolvers } from './blockResolvers.js'
import { block, blocks, transaction, transactions } from './chainQueries.js'
import { estimateGas, gasPrice } from './gasQueries.js'
import { price } from './priceQuery.js'
import { sendTransaction } from './sendTransaction.js'
import { currentStateResolvers } from './stateResolvers.js'
import { transactionResolvers } from './transactionResolvers.js'
import { coreTypeDefs } from './typeDefs.js'

/** Chain-level part of the Fantom API: accounts, transactions, blocks, gas, price, sendTransaction. */
export const coreModule: ApiModule = {
  name: 'core',
  typeDefs: coreTypeDefs,
  resolvers: {
    ...scalarResolvers,
    Query: {
      version: () => `ftm-devnet/${packageJson.version}`,
      state: () => ({}),
      account: (_: unknown, args: { address: string }) => ({ address: args.address }),
      accountsActive: async (_: unknown, __: unknown, ctx: ApiContext) => {
        await ctx.indexer.sync()
        return ctx.indexer.txs.addressCount
      },
      block,
      blocks,
      transaction,
      transactions,
      gasPrice,
      estimateGas,
      price,
    },
    Mutation: { sendTransaction },
    Account: accountResolvers,
    Transaction: transactionResolvers,
    Block: blockResolvers,
    CurrentState: currentStateResolvers,
  },
}
