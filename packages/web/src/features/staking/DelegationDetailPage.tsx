import { useChainTime, useDefiTokens, useDelegation, useSfcConfig, useStakers } from '@ftm-wallet/react'
import { isSameAddress } from '@ftm-wallet/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { useRuntimeFeatures } from '../../config/RuntimeFeatures.js'
import { useExplorer } from '../../ui/useExplorer.js'
import { DelegationDetail } from './DelegationDetail.js'
import { DetailDialogs, type OpenAction } from './DetailDialogs.js'

function parseStakerId(text: string | undefined): bigint | undefined {
  return text && /^\d+$/.test(text) ? BigInt(text) : undefined
}

/** /staking/{address}/detail/{stakerId}; `?claim=1[&restake=1]` opens the claim window at once. */
export function DelegationDetailPage() {
  const params = useParams()
  const address = params.address as string
  const stakerId = parseStakerId(params.stakerId)
  const [search] = useSearchParams()
  const explorer = useExplorer()
  const delegation = useDelegation({ address, stakerId })
  const stakers = useStakers()
  const config = useSfcConfig()
  const tokens = useDefiTokens({ owner: address })
  const now = useChainTime()
  const queryClient = useQueryClient()
  const features = useRuntimeFeatures()
  const [action, setAction] = useState<OpenAction | null>(() =>
    search.get('claim') ? { kind: search.get('restake') ? 'restake' : 'claim' } : null,
  )
  const validator = stakers.data?.find((s) => s.id === stakerId)
  const sftm = tokens.data?.find((t) => t.symbol.toUpperCase() === 'SFTM')
  const error = delegation.error ?? stakers.error ?? config.error
  const d = delegation.data
  return (
    <section className="stack" aria-labelledby="delegation-title">
      <div className="page-head">
        <Link to={`/staking/${address}`} className="btn btn-small">
          Back
        </Link>
        <h1 id="delegation-title">Delegation</h1>
      </div>
      {stakerId === undefined && <p role="alert">Bad parameters.</p>}
      {error && (
        <p role="alert" className="message message-error">
          {error.message}
        </p>
      )}
      {delegation.isSuccess && d === null && <p>No delegation to this validator.</p>}
      {d && config.data ? (
        <DelegationDetail
          delegation={d}
          validator={validator}
          now={now}
          withdrawalPeriodTime={Number(config.data.withdrawalPeriodTime)}
          sftmBalance={sftm?.availableBalance ?? 0n}
          mintSftmEnabled={features.mintSFTM}
          isValidatorAccount={isSameAddress(validator?.stakerAddress, address)}
          explorerAddress={explorer.address}
          increasePath={`/staking/${address}/stake?validator=${d.toStakerId}`}
          onAction={(kind) => setAction({ kind })}
          onWithdraw={(request) => setAction({ kind: 'withdraw', request })}
        />
      ) : (
        !error && <p aria-busy="true">Loading…</p>
      )}
      {action && d && config.data && (
        <DetailDialogs
          action={action}
          address={address}
          delegation={d}
          validator={validator}
          minLockupDuration={Number(config.data.minLockupDuration)}
          withdrawalPeriodTime={Number(config.data.withdrawalPeriodTime)}
          isValidatorAccount={isSameAddress(validator?.stakerAddress, address)}
          onClose={() => {
            setAction(null)
            // The flow's own refresh (3 s after a send) dies with its window: read the new state now.
            void queryClient.invalidateQueries()
          }}
        />
      )}
    </section>
  )
}
