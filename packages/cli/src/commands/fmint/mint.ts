import { computeMaxMint, computeMintFee, shouldUseMaxCall } from '@ftm-wallet/sdk'
import { fmintMintFlow } from '@ftm-wallet/sdk/machines'
import type { CommandContext } from '../../invocation/action.js'
import { createDisplay } from '../../terminal/display.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { loadFMintState, pickToken, readAmount } from './fmintState.js'

/** `ftm fmint mint`: one step; above 99.5 % of the maximum the max call replaces the ordinary one. */
export async function run(context: CommandContext<{ token?: string; amount?: string }>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const { config, tokens, account, ratios } = await loadFMintState(client, flow.account.address)
  const token = pickToken(tokens, context.options.token, 'FUSD', (t) => t.canMint, 'a token fMint mints')
  const amount = await readAmount(context, token)
  const max = computeMaxMint({
    collateralValue: account.collateralValue,
    debtValue: account.debtValue,
    minCollateralRatio: ratios.minCollateralRatio,
    token,
  })
  const useMax = shouldUseMaxCall({ amount, max })
  const fee = computeMintFee({ amount, mintFee: ratios.mintFee })
  const fMint = config.fMintContract
  const display = createDisplay(flow.session.wallet.settings.getState())
  await runFlow(flow, {
    title: `Mint ${display.signed(amount, token.decimals, token.symbol)}`,
    details: {
      fee: display.token(fee, token.decimals, token.symbol),
      receive: display.token(amount - fee, token.decimals, token.symbol),
    },
    definition: fmintMintFlow,
    params: { token: token.address, amount, max, contracts: { fMint } },
    facts: { max, token, fractionDigits: display.fractionDigits },
    result: { token: token.address, symbol: token.symbol, amount, fee, max: useMax },
  })
}
