import { Link, useLocation, useParams } from 'react-router'
import { CONFIRM_TEXTS } from '../../flow/confirmTexts.js'
import { useExplorer } from '../../ui/useExplorer.js'

/** The staking success and reject message pages (/staking/{address}/success, /reject). */
export function StakingMessagePage({ kind }: { kind: 'success' | 'reject' }) {
  const address = useParams().address as string
  const state = (useLocation().state ?? {}) as { hash?: string | null; title?: string }
  const explorer = useExplorer()
  return (
    <section className="card stack" role={kind === 'success' ? 'status' : 'alert'}>
      <h1>{kind === 'success' ? CONFIRM_TEXTS.success : CONFIRM_TEXTS.rejected}</h1>
      {state.title && <p>{state.title}</p>}
      {state.hash && (
        <p className="break-all">
          Transaction hash:{' '}
          <a href={explorer.transaction(state.hash)} target="_blank" rel="noopener noreferrer">
            {state.hash}
          </a>
        </p>
      )}
      <Link className="btn btn-primary" to={`/staking/${address}`}>
        Continue
      </Link>
    </section>
  )
}
