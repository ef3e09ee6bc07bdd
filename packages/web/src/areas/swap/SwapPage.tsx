import { swapMachine } from '@ftm-wallet/sdk'
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { Dialog } from '../../ui/Dialog.js'
import { FlowRunner } from '../confirm/FlowRunner.js'
import { showAmount } from './amountText.js'
import { defaultFirstToken } from './pairDisplay.js'
import { SwapForm, type SwapSummary } from './SwapForm.js'
import { swapPaths } from './swapPaths.js'
import { useSwapAreaData } from './useSwapAreaData.js'

/** funiswap-swap (swap/{tokena?}/{tokenb?}): the form, then the 2-step confirmation window (Allow, Trade). */
export function SwapPage() {
  const { address, tokena, tokenb, hasAccount, pairs, slippagePercent, contracts } = useSwapAreaData()
  const navigate = useNavigate()
  const [trade, setTrade] = useState<SwapSummary | null>(null)
  const [formKey, setFormKey] = useState(0)
  // Without a token in the route the first token of the pools (WFTM on Opera) is sold.
  const fromAddress = tokena ?? defaultFirstToken(pairs.data ?? [])
  const onEnd = useCallback((outcome: 'closed' | 'cancelled') => {
    setTrade(null)
    // After a trade the amounts start over; a reject returns to the filled form.
    if (outcome === 'closed') setFormKey((k) => k + 1)
  }, [])
  return (
    <section className="card stack" aria-labelledby="swap-title">
      <h2 id="swap-title">Swap</h2>
      {pairs.error && <p role="alert">{pairs.error.message}</p>}
      <SwapForm
        key={`${address}:${formKey}`}
        pairs={pairs.data ?? []}
        hasAccount={hasAccount}
        slippagePercent={slippagePercent}
        fromAddress={fromAddress}
        toAddress={tokenb}
        onTokensChange={(a, b) => navigate(swapPaths.swap(address, a, b), { replace: true })}
        onSubmit={setTrade}
      />
      <Dialog open={trade !== null} onOpenChange={(open) => !open && setTrade(null)} title="Swap">
        {trade && (
          <FlowRunner machine={swapMachine} params={{ ...trade.params, contracts }} onEnd={onEnd}>
            <p>
              You're trading {showAmount(trade.params.amountIn, trade.from.decimals)} {trade.from.symbol}{' '}
              -&gt; {showAmount(trade.params.amountOut, trade.to.decimals)} {trade.to.symbol}
            </p>
          </FlowRunner>
        )}
      </Dialog>
    </section>
  )
}
