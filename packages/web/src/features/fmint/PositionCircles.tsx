import type { CollateralRatioDisplay } from '@ftm-wallet/sdk'
import { RatioCircle } from './RatioCircle.js'

/** The c-ratio and debt-limit circles of a position with its planned change. */
export function PositionCircles({ display }: { display: CollateralRatioDisplay }) {
  return (
    <div className="row" style={{ justifyContent: 'center', gap: '2rem' }}>
      <RatioCircle title="C-Ratio" text={display.text} percent={display.circlePercent} band={display.band} />
      <RatioCircle
        title="Debt Limit"
        text={display.debtLimitText}
        percent={display.debtLimitPercent}
        band={display.debtLimitBand}
      />
    </div>
  )
}
