import { rowSynthFacts } from './fmintChangeCheck.js'
import { FMINT_PAGES, findFMintRouteRow, fmintPath } from './fmintPaths.js'
import { PageStatus } from './PageStatus.js'
import { SynthForm, type SynthMode } from './SynthForm.js'
import { useFMintRoute } from './useFMintRoute.js'

/** Mint/repay pages (defi-borrow-fusd, defi-mint, defi-repay), FUSD by default; submit opens the confirmation. */
export function SynthPage({ mode }: { mode: SynthMode }) {
  const { address, navigate, data, tokenParameters } = useFMintRoute()
  if (!data.ready) return <PageStatus error={data.error} />
  const mintable = data.rows.filter((r) => r.token.canMint)
  const row = findFMintRouteRow(mintable, tokenParameters, 'FUSD')
  if (!row) return <PageStatus error={new Error('Bad parameters.')} />
  const { token } = row
  const { maxMint } = rowSynthFacts(row, data)
  return (
    <SynthForm
      key={`${token.address}-${row.debt}-${row.available}`}
      mode={mode}
      token={token}
      debt={row.debt}
      available={row.available}
      maxMint={maxMint}
      position={data.account}
      locked={data.rows
        .filter((r) => r.collateral > 0n)
        .map((r) => ({ amount: r.collateral, token: r.token }))}
      ratios={data.ratios}
      reservePercent={data.reservePercent}
      gasWarning={data.gasWarning}
      onSubmit={({ change, max }) =>
        navigate(
          fmintPath(address, FMINT_PAGES.mintRepayConfirmation, {
            tokenAddress: token.address,
            amount: change.toString(),
            max: max.toString(),
          }),
        )
      }
    />
  )
}
