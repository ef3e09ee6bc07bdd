import {
  computeMaxUnlock,
  findFMintToken,
  fmintLockMachine,
  fmintUnlockMachine,
  isFMintCollateralSymbol,
} from '@ftm-wallet/sdk'
import { useCallback, useState } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { FlowRunner } from '../confirm/FlowRunner.js'
import { CollateralForm, type CollateralMode } from './CollateralForm.js'
import { fmintPath } from './fmintPaths.js'
import { formatTokenAmount } from './formatToken.js'
import { PageStatus } from './PageStatus.js'
import { useFMintPageData } from './useFMintPageData.js'

/** Lock/unlock pages (defi-manage-collateral, defi-lock, defi-unlock) with their confirmation in view. */
export function CollateralPage({ mode }: { mode: CollateralMode }) {
  const { address = '' } = useParams()
  const navigate = useNavigate()
  const [search, setSearch] = useSearchParams()
  const data = useFMintPageData(address)
  const [change, setChange] = useState<bigint | null>(null)
  const onEnd = useCallback(
    (outcome: 'closed' | 'cancelled') =>
      outcome === 'closed' ? navigate(fmintPath(address)) : setChange(null),
    [navigate, address],
  )
  if (!data.ready) return <PageStatus error={data.error} />
  const collateralRows = data.rows.filter((r) => isFMintCollateralSymbol(r.token.symbol))
  const token = findFMintToken(
    collateralRows.map((r) => r.token),
    { address: search.get('tokenAddress'), symbol: search.get('tokenSymbol'), fallbackSymbol: 'WFTM' },
  )
  const row = collateralRows.find((r) => r.token === token)
  if (!token || !row) return <PageStatus error={new Error('Bad parameters.')} />
  const maxUnlock = computeMaxUnlock({
    collateral: row.collateral,
    token,
    overallCollateralValue: data.account.collateralValue,
    overallDebtValue: data.account.debtValue,
    minCollateralRatio: data.ratios.minCollateralRatio,
  })
  if (change !== null) {
    const amount = change < 0n ? -change : change
    const title = change > 0n ? 'Lock Collateral' : 'Unlock Collateral'
    return (
      <section className="stack">
        <h1>{title}</h1>
        {change > 0n ? (
          <FlowRunner
            machine={fmintLockMachine}
            params={{
              token: token.address,
              amount,
              availableBalance: row.available,
              contracts: data.contracts,
            }}
            onEnd={onEnd}
          >
            <p>
              Lock {formatTokenAmount(amount, token)} {token.symbol}
            </p>
          </FlowRunner>
        ) : (
          <FlowRunner
            machine={fmintUnlockMachine}
            params={{
              token: token.address,
              amount,
              collateral: row.collateral,
              decimals: token.decimals,
              contracts: data.contracts,
            }}
            onEnd={onEnd}
          >
            <p>
              Unlock {formatTokenAmount(amount, token)} {token.symbol}
            </p>
          </FlowRunner>
        )}
      </section>
    )
  }
  return (
    <CollateralForm
      key={`${token.address}-${row.collateral}-${row.available}`}
      mode={mode}
      token={token}
      tokens={collateralRows.map((r) => r.token)}
      onTokenChange={(tokenAddress) => setSearch({ tokenAddress })}
      locked={row.collateral}
      available={row.available}
      maxUnlock={maxUnlock}
      position={data.account}
      ratios={data.ratios}
      reservePercent={data.reservePercent}
      gasWarning={data.gasWarning}
      onSubmit={setChange}
    />
  )
}
