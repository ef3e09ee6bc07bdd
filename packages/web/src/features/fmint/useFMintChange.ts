import {
  type CollateralRatioDisplay,
  computeCollateralRatioDisplay,
  computeFMintSliderChange,
  computeTokenValue,
  type DefiToken,
  type FMintRatios,
  type FMintSlider,
} from '@ftm-wallet/sdk'
import { useState } from 'react'

export interface UseFMintChangeParameters {
  slider: FMintSlider
  /** 'remove' when the slider only takes away (unlock, repay). */
  direction: 'add' | 'remove'
  token: DefiToken
  /** The whole account's values in fUSD. */
  position: { collateralValue: bigint; debtValue: bigint }
  ratios: FMintRatios
  /** Which side of the position the change moves. */
  side: 'collateral' | 'debt'
}

/**
 * The slider's value, the signed change it means and the circles for the position after it: shared by the
 * lock/unlock and the mint/repay forms.
 */
export function useFMintChange({
  slider,
  direction,
  token,
  position,
  ratios,
  side,
}: UseFMintChangeParameters) {
  const [value, setValue] = useState(slider.start)
  const change = computeFMintSliderChange(value, slider, direction)
  const changeValue = computeTokenValue({ amount: change < 0n ? -change : change, token })
  const signedValue = change < 0n ? -changeValue : changeValue
  const display: CollateralRatioDisplay = computeCollateralRatioDisplay(
    side === 'collateral'
      ? { ...position, collateralChange: signedValue }
      : { ...position, debtChange: signedValue },
    ratios,
  )
  return { value, setValue, change, display }
}
