import { addLiquidityMachine } from '@ftm-wallet/sdk/machines'
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { FlowRunner } from '../../flow/FlowRunner.js'
import { Dialog } from '../../ui/Dialog.js'
import { AddLiquidityForm, type AddLiquiditySummary } from './AddLiquidityForm.js'
import { showAmount } from './amountText.js'
import { defaultFirstToken } from './pairDisplay.js'
import { swapPaths } from './swapPaths.js'
import { useSwapAreaData } from './useSwapAreaData.js'

/** funiswap-add-liquidity (pools/add/{tokena?}/{tokenb?}): the form and the 3-step window (Allow, Allow, Confirm). */
export function AddLiquidityPage() {
  const { address, tokena, tokenb, hasAccount, pairs, slippagePercent, contracts } = useSwapAreaData()
  const navigate = useNavigate()
  const [supply, setSupply] = useState<AddLiquiditySummary | null>(null)
  const [formKey, setFormKey] = useState(0)
  const tokenA = tokena ?? defaultFirstToken(pairs.data ?? [])
  const { refetch } = pairs
  const onEnd = useCallback(
    (outcome: 'closed' | 'cancelled') => {
      setSupply(null)
      setFormKey((k) => k + 1)
      // Cancelling reloads the pools (docs/behaviour/swap-and-liquidity.md#add-liquidity).
      if (outcome === 'cancelled') void refetch()
    },
    [refetch],
  )
  return (
    <section className="card stack" aria-labelledby="add-title">
      <h2 id="add-title">Add Liquidity</h2>
      {pairs.error && <p role="alert">{pairs.error.message}</p>}
      <AddLiquidityForm
        key={`${address}:${formKey}`}
        pairs={pairs.data ?? []}
        hasAccount={hasAccount}
        slippagePercent={slippagePercent}
        tokenA={tokenA}
        tokenB={tokenb}
        onTokensChange={(a, b) => navigate(swapPaths.add(address, a, b), { replace: true })}
        onSubmit={setSupply}
      />
      <Dialog
        open={supply !== null}
        onOpenChange={(open) => !open && onEnd('cancelled')}
        title="Add Liquidity"
      >
        {supply && (
          <FlowRunner
            machine={addLiquidityMachine}
            params={{ ...supply.params, contracts }}
            onEnd={onEnd}
            allowTokens={{ allowA: supply.a.symbol, allowB: supply.b.symbol }}
          >
            <p>
              You're adding {showAmount(supply.params.amountA, supply.a.decimals)} {supply.a.symbol} and{' '}
              {showAmount(supply.params.amountB, supply.b.decimals)} {supply.b.symbol}
            </p>
          </FlowRunner>
        )}
      </Dialog>
    </section>
  )
}
