import { useAccount, useDelegations, useGasPrice, useStakers } from '@ftm-wallet/react'
import { stakingTexts } from '@ftm-wallet/sdk'
import { type DelegateParams, delegateMachine } from '@ftm-wallet/sdk/machines'
import { useCallback, useState } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { FlowRunner } from '../../flow/FlowRunner.js'
import { useSignedAmountText } from '../../ui/display.js'
import { useExplorer } from '../../ui/useExplorer.js'
import { StakeForm } from './StakeForm.js'

/** /staking/{address}/stake (`?validator={id}` increases that delegation): form, confirmation, result page. */
export function StakePage() {
  const address = useParams().address as string
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const explorer = useExplorer()
  // The amount delegated is signed: cut to the decimal points, the exact amount beside a cut
  // (docs/behaviour/tokens-and-assets.md#number-formatting).
  const signedAmountText = useSignedAmountText()
  const account = useAccount({ address })
  const gasPrice = useGasPrice()
  const stakers = useStakers()
  const delegations = useDelegations({ address })
  const [confirm, setConfirm] = useState<(DelegateParams & { name: string }) | undefined>()
  const validators = stakers.data ?? []
  const fixedId = search.get('validator')
  const fixedValidator = fixedId ? validators.find((v) => v.id.toString() === fixedId) : undefined
  const delegatedIds = (delegations.data ?? []).filter((d) => d.amount !== 0n).map((d) => d.toStakerId)
  const onEnd = useCallback(
    (_: 'closed' | 'cancelled', { from, hash }: { from: string; hash: string | null }) => {
      if (from === 'success') navigate(`/staking/${address}/success`, { state: { hash, title: 'Delegate' } })
      else if (from === 'rejected') navigate(`/staking/${address}/reject`, { state: { title: 'Delegate' } })
      else setConfirm(undefined)
    },
    [navigate, address],
  )
  const error = account.error ?? stakers.error ?? gasPrice.error
  return (
    <section className="card stack" aria-labelledby="stake-title">
      <h1 id="stake-title">{stakingTexts.delegateTitle}</h1>
      {error && (
        <p role="alert" className="message message-error">
          {error.message}
        </p>
      )}
      {confirm ? (
        <FlowRunner
          machine={delegateMachine}
          params={{ validatorId: confirm.validatorId, amount: confirm.amount }}
          onEnd={onEnd}
          // One success screen: the flow's own closes at once and the success page (with the hash) follows.
          closeOnSuccess
        >
          <p>
            You're delegating {signedAmountText(confirm.amount, 'FTM')} to validator {confirm.name},{' '}
            {confirm.validatorId.toString()}.
          </p>
        </FlowRunner>
      ) : (
        <StakeForm
          key={fixedValidator?.id.toString() ?? 'new'}
          balance={account.data?.balance}
          gasPrice={gasPrice.data}
          validators={validators}
          delegatedIds={fixedValidator ? [] : delegatedIds}
          fixedValidator={fixedValidator}
          explorerAddress={explorer.address}
          onSubmit={({ validator, amount }) =>
            setConfirm({
              validatorId: validator.id,
              amount,
              name: validator.stakerInfo?.name || stakingTexts.unknownValidator,
            })
          }
        />
      )}
    </section>
  )
}
