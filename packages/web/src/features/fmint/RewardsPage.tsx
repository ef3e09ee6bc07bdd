import { useCallback } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { BadParameters } from '../../flow/BadParameters.js'
import { fmintPath } from './fmintPaths.js'
import { RewardsFlow } from './RewardsPanel.js'

/**
 * The claim-rewards and push-rewards confirmations as pages (view mode): the reward token comes as the tokenAddress
 * (or token) query parameter; without it 'Bad parameters.' and back after 3 s (docs/behaviour/fmint.md#rewards).
 * After the flow: back to the fMint home.
 */
export function RewardsPage({ kind }: { kind: 'claim' | 'push' }) {
  const { address = '' } = useParams()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const onEnd = useCallback(() => navigate(fmintPath(address)), [navigate, address])
  if (!search.get('tokenAddress') && !search.get('token')) return <BadParameters />
  return (
    <section className="stack">
      <h1>{kind === 'claim' ? 'Claim Rewards' : 'Push Rewards'}</h1>
      <RewardsFlow kind={kind} onEnd={onEnd} />
    </section>
  )
}
