import { computeMaxMint, findFMintToken } from '@ftm-wallet/sdk'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { FMINT_PAGES, fmintPath, readTokenParameters } from './fmintPaths.js'
import { PageStatus } from './PageStatus.js'
import { SynthForm, type SynthMode } from './SynthForm.js'
import { useFMintPageData } from './useFMintPageData.js'

/** Mint/repay pages (defi-borrow-fusd, defi-mint, defi-repay), FUSD by default; submit opens the confirmation. */
export function SynthPage({ mode }: { mode: SynthMode }) {
  const { address = '', token: routeToken } = useParams()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const data = useFMintPageData(address)
  if (!data.ready) return <PageStatus error={data.error} />
  const mintable = data.rows.filter((r) => r.token.canMint)
  const token = findFMintToken(
    mintable.map((r) => r.token),
    { ...readTokenParameters(routeToken, search), fallbackSymbol: 'FUSD' },
  )
  const row = mintable.find((r) => r.token === token)
  if (!token || !row) return <PageStatus error={new Error('Bad parameters.')} />
  const maxMint = computeMaxMint({
    ...data.account,
    minCollateralRatio: data.ratios.minCollateralRatio,
    token,
  })
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
