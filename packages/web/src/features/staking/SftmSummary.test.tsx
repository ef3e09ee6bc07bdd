import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DisplayProvider } from '../../ui/display.js'
import { SftmSummary, type SftmSummaryProps } from './SftmSummary.js'

const NANO = 10n ** 9n

function renderSummary(kind: SftmSummaryProps['kind'], amount: bigint, fractionDigits: number) {
  render(
    <DisplayProvider value={{ currency: 'USD', fractionDigits, price: undefined }}>
      <SftmSummary
        kind={kind}
        delegation={{ toStakerId: 7n, amountDelegated: amount, outstandingSFTM: amount }}
        validatorName="Alpha"
      />
    </DisplayProvider>,
  )
}

afterEach(cleanup)

// docs/behaviour/tokens-and-assets.md#number-formatting: amounts with the user's decimal points; a signed amount
// (the sFTM a repay redeems) with the exact amount beside a cut.
describe('SftmSummary', () => {
  it("writes the mint's locked delegation with the decimal points set, cut", () => {
    renderSummary('mint', 1_000_123_456_789n * NANO, 4)
    expect(screen.getByText(/^Locked delegation: /).textContent).toBe('Locked delegation: 1,000.1234… FTM')
  })

  it('writes the sFTM a repay redeems cut to the decimal points set, with the exact amount beside the cut', () => {
    renderSummary('repay', 2_123_456_789n * NANO, 4)
    expect(screen.getByText(/^Repay: /).textContent).toBe('Repay: 2.1234… sFTM (exactly 2.123456789 sFTM)')
  })

  it('writes a repay amount the decimal points show in full without an exact copy', () => {
    renderSummary('repay', 2_500_000_000n * NANO, 1)
    expect(screen.getByText(/^Repay: /).textContent).toBe('Repay: 2.5 sFTM')
  })
})
