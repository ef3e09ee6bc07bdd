import { isFMintCollateralSymbol } from '@ftm-wallet/sdk'
import { CollateralForm, type CollateralMode } from './CollateralForm.js'
import { rowCollateralFacts } from './fmintChangeCheck.js'
import { FMINT_PAGES, findFMintRouteRow, fmintPath } from './fmintPaths.js'
import { PageStatus } from './PageStatus.js'
import { useFMintRoute } from './useFMintRoute.js'

/** Lock/unlock pages (defi-manage-collateral, defi-lock, defi-unlock); submit opens the confirmation page. */
export function CollateralPage({ mode }: { mode: CollateralMode }) {
  const { address, navigate, data, tokenParameters } = useFMintRoute()
  if (!data.ready) return <PageStatus error={data.error} />
  const collateralRows = data.rows.filter((r) => isFMintCollateralSymbol(r.token.symbol))
  const row = findFMintRouteRow(collateralRows, tokenParameters, 'WFTM')
  if (!row) return <PageStatus error={new Error('Bad parameters.')} />
  const { token } = row
  const { maxUnlock } = rowCollateralFacts(row, data)
  return (
    <CollateralForm
      key={`${token.address}-${row.collateral}-${row.available}`}
      mode={mode}
      token={token}
      tokens={collateralRows.map((r) => r.token)}
      onTokenChange={(tokenAddress) => navigate(fmintPath(address, mode, tokenAddress))}
      locked={row.collateral}
      available={row.available}
      maxUnlock={maxUnlock}
      position={data.account}
      ratios={data.ratios}
      reservePercent={data.reservePercent}
      gasWarning={data.gasWarning}
      onSubmit={(change) =>
        navigate(
          fmintPath(address, FMINT_PAGES.lockUnlockConfirmation, {
            tokenAddress: token.address,
            amount: change.toString(),
          }),
        )
      }
    />
  )
}
