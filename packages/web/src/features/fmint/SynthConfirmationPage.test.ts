import { describe, expect, it } from 'vitest'
import { E18, FUSD, RATIOS } from './fmintTokens.test-util.js'
import { mintTerms } from './SynthConfirmationPage.js'

describe('mintTerms (issue 16 item 14)', () => {
  it('says the minting fee, what arrives and the collateral ratio after the mint', () => {
    const text = mintTerms(20n * E18, FUSD, {
      account: { collateralValue: 300n * E18, debtValue: 20n * E18 },
      ratios: RATIOS,
    })
    // Fee 0.25 % of 20 FUSD; 300 fUSD of collateral against 20 + 20 fUSD of debt: 750 %.
    expect(text).toBe(
      'Minting fee: 0.05 FUSD; you receive 19.95 FUSD. Collateral ratio after minting: 750.00%.',
    )
  })
})
