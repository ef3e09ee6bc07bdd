import { fmintMessages, fmintMintMachine, fmintRepayMachine } from '@ftm-wallet/sdk'
import { useCallback } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { BadParameters } from '../confirm/BadParameters.js'
import { FlowRunner } from '../confirm/FlowRunner.js'
import { fmintPath, parseQueryAmount } from './fmintPaths.js'
import { formatTokenAmount } from './formatToken.js'
import { PageStatus } from './PageStatus.js'
import { useFMintPageData } from './useFMintPageData.js'

const same = (a: string, b: string | null) => a.toLowerCase() === b?.toLowerCase()

/**
 * The mint/repay confirmation (defi-mint-repay-confirmation, defi-borrow-fusd-confirmation): mint is one step,
 * repay two (Allow, Confirm). Without a token or amount: 'Bad parameters.'; with no change: 'Adjust {token}
 * first, please.'; both go back after 3 s.
 */
export function SynthConfirmationPage() {
  const { address = '' } = useParams()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const data = useFMintPageData(address)
  const onEnd = useCallback(
    (outcome: 'closed' | 'cancelled') => (outcome === 'closed' ? navigate(fmintPath(address)) : navigate(-1)),
    [navigate, address],
  )
  const change = parseQueryAmount(search.get('amount'))
  const max = parseQueryAmount(search.get('max')) ?? undefined
  const tokenAddress = search.get('tokenAddress')
  if (change === undefined || !tokenAddress) return <BadParameters />
  if (!data.ready) return <PageStatus error={data.error} />
  const row = data.rows.find((r) => r.token.canMint && same(r.token.address, tokenAddress))
  if (!row) return <BadParameters />
  const { token } = row
  if (change === 0n) return <BadParameters message={fmintMessages.adjustToken(token.symbol)} />
  const amount = change < 0n ? -change : change
  const shown = `${formatTokenAmount(amount, token)} ${token.symbol}`
  return (
    <section className="stack">
      <h1>{change > 0n ? `Mint ${token.symbol}` : `Repay ${token.symbol}`}</h1>
      {change > 0n ? (
        <FlowRunner
          machine={fmintMintMachine}
          params={{ token: token.address, amount, max, contracts: data.contracts }}
          onEnd={onEnd}
        >
          <p>Mint {shown}</p>
        </FlowRunner>
      ) : (
        <FlowRunner
          machine={fmintRepayMachine}
          params={{
            token: token.address,
            amount,
            max,
            isFusd: token.symbol.toUpperCase() === 'FUSD',
            contracts: data.contracts,
          }}
          onEnd={onEnd}
        >
          <p>Repay {shown}</p>
        </FlowRunner>
      )}
    </section>
  )
}
