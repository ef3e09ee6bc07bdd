import { unwrapResult, validateSlippage } from '@ftm-wallet/sdk'
import type { NodeWallet } from '@ftm-wallet/sdk/node'

/** --slippage in percent (0.1–100, the settings rule), else the stored fUniswap slippage setting. */
export function readSlippage(wallet: NodeWallet, option: string | undefined): number {
  if (option === undefined) return wallet.settings.getState().fUniswapSlippageTolerance
  return unwrapResult(validateSlippage(option))
}
