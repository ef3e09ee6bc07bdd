import { useAccount, useDefiTokens } from '@ftm-wallet/react'
import { type FlowMachine, unwrapMachine, type WrapParams, wrapMachine } from '@ftm-wallet/sdk/machines'
import { useCallback, useState } from 'react'
import { FlowRunner } from '../../flow/FlowRunner.js'
import { Dialog } from '../../ui/Dialog.js'
import { useSignedAmountText } from '../../ui/display.js'
import { showTokenSymbols } from '../../ui/tokenSymbol.js'
import { TradeGuard } from './TradeGuard.js'
import { useSwapAreaData } from './useSwapAreaData.js'
import { WrapForm, type WrapSubmit } from './WrapForm.js'

const machines: Record<WrapSubmit['direction'], FlowMachine<WrapParams>> = {
  wrap: wrapMachine,
  unwrap: unwrapMachine,
}

/** funiswap-wrap-ftm: FTM ⇄ WFTM with its confirmation ('You're trading X -> Y'). */
export function WrapPage() {
  const { address, hasAccount } = useSwapAreaData()
  const account = useAccount({ address })
  const tokens = useDefiTokens({ owner: address, query: { select: showTokenSymbols } })
  const [request, setRequest] = useState<WrapSubmit | null>(null)
  const [formKey, setFormKey] = useState(0)
  // The amount wrapped or unwrapped is signed: cut to the decimal points, the exact amount beside a cut
  // (docs/behaviour/tokens-and-assets.md#number-formatting).
  const signedAmountText = useSignedAmountText()
  const token = tokens.data?.find((t) => t.canWrapFTM)
  const wftm = token && {
    address: token.address,
    symbol: token.symbol,
    decimals: token.decimals,
    balance: token.availableBalance,
  }
  const onEnd = useCallback((outcome: 'closed' | 'cancelled') => {
    setRequest(null)
    if (outcome === 'closed') setFormKey((k) => k + 1)
  }, [])
  const closeEmpty = useCallback(() => setRequest(null), [])
  const [fromSymbol, toSymbol] =
    request?.direction === 'unwrap' ? [wftm?.symbol, 'FTM'] : ['FTM', wftm?.symbol]
  return (
    <section className="card stack" aria-labelledby="wrap-title">
      <h2 id="wrap-title">Wrap FTM</h2>
      {(account.error ?? tokens.error) && <p role="alert">{(account.error ?? tokens.error)?.message}</p>}
      <WrapForm
        key={`${address}:${formKey}`}
        hasAccount={hasAccount}
        ftmBalance={account.data?.balance}
        wftm={wftm}
        onSubmit={setRequest}
      />
      <Dialog
        open={request !== null}
        onOpenChange={(open) => !open && setRequest(null)}
        title={request?.direction === 'unwrap' ? 'Unwrap' : 'Wrap'}
      >
        {request && (
          <TradeGuard ready={!!wftm && request.amount > 0n} onClose={closeEmpty}>
            {wftm && (
              <FlowRunner
                machine={machines[request.direction]}
                params={{ amount: request.amount, contracts: { wftm: wftm.address } }}
                onEnd={onEnd}
              >
                <p>
                  You're trading {signedAmountText(request.amount, fromSymbol ?? '')} -&gt;{' '}
                  {signedAmountText(request.amount, toSymbol ?? '')}
                </p>
              </FlowRunner>
            )}
          </TradeGuard>
        )}
      </Dialog>
    </section>
  )
}
