import { swapMachine } from '@ftm-wallet/sdk/machines'
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { FlowRunner } from '../../flow/FlowRunner.js'
import { Dialog } from '../../ui/Dialog.js'
import { showAmount } from './amountText.js'
import { defaultFirstToken } from './pairDisplay.js'
import { SwapForm, type SwapSummary } from './SwapForm.js'
import { swapPaths } from './swapPaths.js'
import { TradeGuard } from './TradeGuard.js'
import { useSwapAreaData } from './useSwapAreaData.js'

/** Both tokens and both amounts are there (else the window says 'Trade tokens first, please.'). */
const isTradeReady = ({ params }: SwapSummary) =>
  !!params.fromToken && !!params.toToken && params.amountIn > 0n && params.amountOut > 0n

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
  const closeEmpty = useCallback(() => setTrade(null), [])
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
          <TradeGuard ready={isTradeReady(trade)} onClose={closeEmpty}>
            <FlowRunner
              machine={swapMachine}
              params={{ ...trade.params, contracts }}
              onEnd={onEnd}
              allowTokens={{ allow: trade.from.symbol }}
            >
              <p>
                You're trading {showAmount(trade.params.amountIn, trade.from.decimals)} {trade.from.symbol}{' '}
                -&gt; {showAmount(trade.params.amountOut, trade.to.decimals)} {trade.to.symbol}
              </p>
            </FlowRunner>
          </TradeGuard>
        )}
      </Dialog>
    </section>
  )
}
