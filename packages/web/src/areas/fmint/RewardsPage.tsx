import { useCallback } from 'react'
import { useNavigate, useParams } from 'react-router'
import { fmintPath } from './fmintPaths.js'
import { RewardsFlow } from './RewardsPanel.js'

/** The claim-rewards and push-rewards confirmations as pages (view mode); back to the fMint home after. */
export function RewardsPage({ kind }: { kind: 'claim' | 'push' }) {
  const { address = '' } = useParams()
  const navigate = useNavigate()
  const onEnd = useCallback(() => navigate(fmintPath(address)), [navigate, address])
  return (
    <section className="stack">
      <h1>{kind === 'claim' ? 'Claim Rewards' : 'Push Rewards'}</h1>
      <RewardsFlow kind={kind} onEnd={onEnd} />
    </section>
  )
}
