import { useDelegation, useStakers } from '@ftm-wallet/react'
import { type Delegation, stakingTexts } from '@ftm-wallet/sdk'
import { mintSftmMachine, repaySftmMachine } from '@ftm-wallet/sdk/machines'
import { useCallback, useEffect, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { BadParameters } from '../../flow/BadParameters.js'
import { FlowRunner } from '../../flow/FlowRunner.js'
import { SftmSummary } from './SftmSummary.js'

export type SftmKind = 'mint' | 'repay'

const TITLES: Record<SftmKind, string> = { mint: 'Mint sFTM', repay: 'Repay sFTM' }

/**
 * Paths of the sFTM confirmation routes (docs/behaviour/sftm.md#minting: defi-mint-sftm-confirmation,
 * staking-repay-sftm-confirmation2).
 */
export const sftmPaths = {
  mint: (address: string, stakerId: bigint) => `/staking/${address}/mint-sftm-confirmation/${stakerId}`,
  repay: (address: string, stakerId: bigint) => `/staking/${address}/repay-sftm-confirmation2/${stakerId}`,
}

const parseStakerId = (text: string | undefined) => (text && /^\d+$/.test(text) ? BigInt(text) : undefined)

/**
 * The mint or repay sFTM confirmation as a route, param stakerId. Without it (or not a number): 'Bad parameters.' and
 * back after 3 s (docs/behaviour/sftm.md#messages); repay also needs an outstanding sFTM amount, read from the
 * delegation.
 */
export function SftmConfirmationPage({ kind }: { kind: SftmKind }) {
  const params = useParams()
  const stakerId = parseStakerId(params.stakerId)
  if (stakerId === undefined || !params.address) return <BadParameters />
  return <SftmConfirmation kind={kind} address={params.address} stakerId={stakerId} />
}

function SftmConfirmation({
  kind,
  address,
  stakerId,
}: {
  kind: SftmKind
  address: string
  stakerId: bigint
}) {
  const delegation = useDelegation({ address, stakerId })
  const stakers = useStakers()
  const navigate = useNavigate()
  const title = TITLES[kind]
  const onEnd = useCallback(
    (_: 'closed' | 'cancelled', { from, hash }: { from: string; hash: string | null }) => {
      if (from === 'success') navigate(`/staking/${address}/success`, { state: { hash, title } })
      else if (from === 'rejected') navigate(`/staking/${address}/reject`, { state: { title } })
      else navigate(`/staking/${address}/detail/${stakerId}`, { replace: true })
    },
    [navigate, address, stakerId, title],
  )
  // The delegation as first read: the refresh after the send (sFTM repaid) must not turn the result into an error.
  const [d, setFirst] = useState<Delegation | null | undefined>(undefined)
  useEffect(() => {
    if (delegation.isSuccess) setFirst((first) => (first === undefined ? delegation.data : first))
  }, [delegation.isSuccess, delegation.data])
  if (d === null || (kind === 'repay' && d?.outstandingSFTM === 0n)) {
    return <BadParameters />
  }
  const staker = stakers.data?.find((s) => s.id === stakerId)
  const validatorName = staker?.stakerInfo?.name || stakingTexts.unknownValidator
  return (
    <section className="card stack" aria-labelledby="sftm-title">
      <h1 id="sftm-title">{title}</h1>
      {d === undefined && delegation.error && (
        <p role="alert" className="message message-error">
          {delegation.error.message}
        </p>
      )}
      {d ? (
        <SftmRunner kind={kind} delegation={d} validatorName={validatorName} onEnd={onEnd} />
      ) : (
        !delegation.error && <p aria-busy="true">Loading…</p>
      )}
    </section>
  )
}

function SftmRunner(props: {
  kind: SftmKind
  delegation: Delegation
  validatorName: string
  onEnd: (outcome: 'closed' | 'cancelled', detail: { from: string; hash: string | null }) => void
}) {
  const { kind, delegation, validatorName, onEnd } = props
  const summary = <SftmSummary kind={kind} delegation={delegation} validatorName={validatorName} />
  return kind === 'mint' ? (
    <FlowRunner machine={mintSftmMachine} params={{ validatorId: delegation.toStakerId }} onEnd={onEnd}>
      {summary}
    </FlowRunner>
  ) : (
    <FlowRunner
      machine={repaySftmMachine}
      params={{ validatorId: delegation.toStakerId, amount: delegation.outstandingSFTM }}
      onEnd={onEnd}
      allowTokens={{ allow: 'sFTM' }}
    >
      {summary}
    </FlowRunner>
  )
}
