import { computeMaxMint, findFMintToken, fmintMintMachine, fmintRepayMachine } from '@ftm-wallet/sdk'
import { useCallback, useState } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { FlowRunner } from '../confirm/FlowRunner.js'
import { fmintPath } from './fmintPaths.js'
import { formatTokenAmount } from './formatToken.js'
import { PageStatus } from './PageStatus.js'
import { type SynthChange, SynthForm, type SynthMode } from './SynthForm.js'
import { useFMintPageData } from './useFMintPageData.js'

/** Mint/repay pages (defi-borrow-fusd, defi-mint, defi-repay) with their confirmation in view; FUSD by default. */
export function SynthPage({ mode }: { mode: SynthMode }) {
  const { address = '' } = useParams()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const data = useFMintPageData(address)
  const [pending, setPending] = useState<SynthChange | null>(null)
  const onEnd = useCallback(
    (outcome: 'closed' | 'cancelled') =>
      outcome === 'closed' ? navigate(fmintPath(address)) : setPending(null),
    [navigate, address],
  )
  if (!data.ready) return <PageStatus error={data.error} />
  const mintable = data.rows.filter((r) => r.token.canMint)
  const token = findFMintToken(
    mintable.map((r) => r.token),
    { address: search.get('tokenAddress'), symbol: search.get('tokenSymbol'), fallbackSymbol: 'FUSD' },
  )
  const row = mintable.find((r) => r.token === token)
  if (!token || !row) return <PageStatus error={new Error('Bad parameters.')} />
  const maxMint = computeMaxMint({
    ...data.account,
    minCollateralRatio: data.ratios.minCollateralRatio,
    token,
  })
  if (pending) {
    const amount = pending.change < 0n ? -pending.change : pending.change
    const shown = `${formatTokenAmount(amount, token)} ${token.symbol}`
    return (
      <section className="stack">
        <h1>{pending.change > 0n ? `Mint ${token.symbol}` : `Repay ${token.symbol}`}</h1>
        {pending.change > 0n ? (
          <FlowRunner
            machine={fmintMintMachine}
            params={{ token: token.address, amount, max: pending.max, contracts: data.contracts }}
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
              max: pending.max,
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
  return (
    <SynthForm
      key={`${token.address}-${row.debt}-${row.available}`}
      mode={mode}
      token={token}
      debt={row.debt}
      available={row.available}
      maxMint={maxMint}
      position={data.account}
      ratios={data.ratios}
      reservePercent={data.reservePercent}
      gasWarning={data.gasWarning}
      onSubmit={setPending}
    />
  )
}
