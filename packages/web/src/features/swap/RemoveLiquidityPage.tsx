import { findPairOf } from '@ftm-wallet/sdk'
import { removeLiquidityMachine } from '@ftm-wallet/sdk/machines'
import { useCallback, useState } from 'react'
import { Link } from 'react-router'
import { FlowRunner } from '../../flow/FlowRunner.js'
import { Dialog } from '../../ui/Dialog.js'
import { showAmount } from './amountText.js'
import { RemoveLiquidityForm, type RemoveLiquiditySummary } from './RemoveLiquidityForm.js'
import { swapPaths } from './swapPaths.js'
import { useSwapAreaData } from './useSwapAreaData.js'

/** funiswap-remove-liquidity (pools/remove/{tokena}/{tokenb}): the slider form and the 2-step window (Allow, Confirm). */
export function RemoveLiquidityPage() {
  const { address, tokena, tokenb, hasAccount, pairs, slippagePercent, contracts } = useSwapAreaData()
  const [removal, setRemoval] = useState<RemoveLiquiditySummary | null>(null)
  const [formKey, setFormKey] = useState(0)
  const pair = findPairOf(pairs.data ?? [], tokena, tokenb)
  const { refetch } = pairs
  const onEnd = useCallback(
    (outcome: 'closed' | 'cancelled') => {
      setRemoval(null)
      // The slider starts again at 0 after a removal or a cancel; a cancel reloads the pools
      // (docs/behaviour/swap-and-liquidity.md#remove-liquidity).
      setFormKey((k) => k + 1)
      if (outcome === 'cancelled') void refetch()
    },
    [refetch],
  )
  return (
    <section className="card stack" aria-labelledby="remove-title">
      <h2 id="remove-title">Remove Liquidity</h2>
      {pairs.error && <p role="alert">{pairs.error.message}</p>}
      {pairs.isPending && <p aria-busy="true">Loading…</p>}
      {pairs.isSuccess && (!pair || !tokena) && (
        <p>
          Choose a pair with your liquidity in <Link to={swapPaths.pools(address)}>Pools</Link>.
        </p>
      )}
      {pair && tokena && (
        <RemoveLiquidityForm
          key={`${address}:${formKey}`}
          pair={pair}
          tokenA={tokena}
          hasAccount={hasAccount}
          slippagePercent={slippagePercent}
          onSubmit={setRemoval}
        />
      )}
      <Dialog
        open={removal !== null}
        onOpenChange={(open) => !open && onEnd('cancelled')}
        title="Remove Liquidity"
      >
        {removal && (
          <FlowRunner
            machine={removeLiquidityMachine}
            params={{ ...removal.params, contracts }}
            onEnd={onEnd}
            allowTokens={{ approve: `${removal.a.symbol}/${removal.b.symbol} LP` }}
          >
            <p>
              You're removing {removal.percent}% of your liquidity:{' '}
              {showAmount(removal.params.amountA, removal.a.decimals)} {removal.a.symbol} and{' '}
              {showAmount(removal.params.amountB, removal.b.decimals)} {removal.b.symbol}
            </p>
          </FlowRunner>
        )}
      </Dialog>
    </section>
  )
}
