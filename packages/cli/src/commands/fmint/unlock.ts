import { computeMaxUnlock, computeUnlockAmount } from '@ftm-wallet/sdk'
import { fmintUnlockFlow } from '@ftm-wallet/sdk/machines'
import { CliError } from '../../errors/CliError.js'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { loadFMintState, pickToken, positionOf, readAmount } from './fmintState.js'

/** `ftm fmint unlock`: mustWithdraw, at most what keeps the collateral ratio above the minimum. */
export async function run(context: CommandContext<{ token?: string; amount?: string }>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const { config, tokens, account, ratios } = await loadFMintState(client, flow.account.address)
  const token = pickToken(tokens, context.options.token, 'WFTM', (t) => t.canDeposit, 'a collateral token')
  const collateral = positionOf(account, 'collateral', token.address)
  if (collateral === 0n) throw new CliError('NO_COLLATERAL', `No ${token.symbol} is locked`)
  const requested = await readAmount(context, token)
  const max = computeMaxUnlock({
    collateral,
    token,
    overallCollateralValue: account.collateralValue,
    overallDebtValue: account.debtValue,
    minCollateralRatio: ratios.minCollateralRatio,
  })
  const amount = computeUnlockAmount({ amount: requested, collateral, decimals: token.decimals })
  const fMint = config.fMintContract
  const display = createDisplay(flow.session.wallet.settings.getState())
  await runFlow(flow, {
    title: `Unlock ${display.signed(amount, token.decimals, token.symbol)} of fMint collateral`,
    definition: fmintUnlockFlow,
    params: {
      token: token.address,
      amount: requested,
      collateral,
      decimals: token.decimals,
      contracts: { fMint },
    },
    facts: { max, token, fractionDigits: display.fractionDigits },
    result: { token: token.address, symbol: token.symbol, amount },
  })
}
