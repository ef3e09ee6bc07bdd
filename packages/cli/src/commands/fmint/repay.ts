import {
  buildIncreaseAllowanceTx,
  buildMustRepayMaxTx,
  buildMustRepayTx,
  computeAllowanceAmount,
  computeMaxRepay,
  getErc20TokenAllowance,
  shouldUseMaxCall,
} from '@ftm-wallet/sdk'
import type { CommandContext } from '../../framework/action.js'
import { CliError } from '../../framework/CliError.js'
import { openFlowContext } from '../../session/txContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { amountOf, loadFMintState, pickToken, positionOf, readAmount } from './common.js'

/** `ftm fmint repay`: Allow (1.051 × the amount, +0.5 % for FUSD), Confirm (repay or repay max), Finished. */
export async function run(context: CommandContext<{ token?: string; amount?: string }>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const owner = flow.account.address
  const { config, tokens, account } = await loadFMintState(client, owner)
  const token = pickToken(tokens, context.options.token, 'FUSD', (t) => t.canMint, 'a token fMint mints')
  const debt = positionOf(account, 'debt', token.address)
  if (debt === 0n) throw new CliError('NO_DEBT', `No ${token.symbol} to repay`)
  const amount = await readAmount(context, token)
  const max = computeMaxRepay({ debt, availableBalance: token.availableBalance ?? 0n })
  if (amount > max)
    throw new CliError('AMOUNT_TOO_HIGH', `--amount: you can repay max ${amountOf(max, token)}`)
  const useMax = shouldUseMaxCall({ amount, max })
  const fMint = config.fMintContract
  await runFlow(flow, {
    title: `Repay ${amountOf(amount, token)}`,
    steps: [
      {
        label: 'Allow',
        description: `Allow fMint to take ${amountOf(amount, token)}`,
        call: async () => {
          const allowance = await getErc20TokenAllowance(client, {
            token: token.address,
            owner,
            spender: fMint,
          })
          const needed = useMax ? max : amount
          if (allowance >= needed) return null
          const isFusd = token.symbol.toUpperCase() === 'FUSD'
          return buildIncreaseAllowanceTx({
            token: token.address,
            spender: fMint,
            amount: computeAllowanceAmount({ amount: needed, purpose: 'repay', isFusd }),
          })
        },
      },
      {
        label: 'Confirm',
        description: useMax ? 'Repay the maximum' : `Repay ${amountOf(amount, token)}`,
        call: () =>
          useMax
            ? buildMustRepayMaxTx({ fMint, token: token.address })
            : buildMustRepayTx({ fMint, token: token.address, amount }),
      },
    ],
    result: { token: token.address, symbol: token.symbol, amount, max: useMax },
  })
}
