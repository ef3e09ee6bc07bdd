import { AreaPlaceholder } from '../../screens/areas/AreaPlaceholder.js'

/** The fMint area's screens under /fmint/{address}. */
export function FmintArea() {
  return (
    <AreaPlaceholder
      area="fMint"
      summary="Lock WFTM or sFTM as collateral, mint and repay fUSD, claim and push rewards."
    />
  )
}
