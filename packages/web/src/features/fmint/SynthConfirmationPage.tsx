import {
  computeCollateralRatio,
  computeMintFee,
  computeTokenValue,
  type DefiToken,
  type FMintRatios,
  fmintMessages,
  formatCollateralRatio,
} from '@ftm-wallet/sdk'
import { fmintMintMachine, fmintRepayMachine } from '@ftm-wallet/sdk/machines'
import { BadParameters } from '../../flow/BadParameters.js'
import { FlowRunner } from '../../flow/FlowRunner.js'
import { rowSynthFacts, synthAmountFacts } from './fmintChangeCheck.js'
import { formatTokenAmount } from './formatToken.js'
import { PageStatus } from './PageStatus.js'
import { useFMintConfirmation } from './useFMintConfirmation.js'

/**
 * The mint/repay confirmation (defi-mint-repay-confirmation, defi-borrow-fusd-confirmation): mint is one step,
 * repay two (Allow, Confirm). Without a token or amount: 'Bad parameters.'; with no change: 'Adjust {token}
 * first, please.'; both go back after 3 s.
 */
export function SynthConfirmationPage() {
  const { data, onEnd, change, max, tokenAddress, isQueryToken } = useFMintConfirmation()
  if (change === undefined || !tokenAddress) return <BadParameters />
  if (!data.ready) return <PageStatus error={data.error} />
  const row = data.rows.find((r) => r.token.canMint && isQueryToken(r.token.address))
  if (!row) return <BadParameters />
  const { token } = row
  if (change === 0n) return <BadParameters message={fmintMessages.adjustToken(token.symbol)} />
  const amount = change < 0n ? -change : change
  const shown = `${formatTokenAmount(amount, token)} ${token.symbol}`
  // The amount came in the address: the machine checks it again against the account as it is now.
  const facts = synthAmountFacts(change, rowSynthFacts(row, data))
  return (
    <section className="stack">
      <h1>{change > 0n ? `Mint ${token.symbol}` : `Repay ${token.symbol}`}</h1>
      {change > 0n ? (
        <FlowRunner
          machine={fmintMintMachine}
          params={{ token: token.address, amount, max, contracts: data.contracts }}
          facts={facts}
          onEnd={onEnd}
          allowTokens={{ allow: token.symbol }}
        >
          <p>Mint {shown}</p>
          <p data-testid="mint-terms">{mintTerms(amount, token, data)}</p>
        </FlowRunner>
      ) : (
        <FlowRunner
          machine={fmintRepayMachine}
          params={{
            token: token.address,
            amount,
            max,
            isFusd: token.symbol.toUpperCase() === 'FUSD',
            contracts: data.contracts,
          }}
          facts={facts}
          onEnd={onEnd}
          allowTokens={{ allow: token.symbol }}
        >
          <p>Repay {shown}</p>
        </FlowRunner>
      )}
    </section>
  )
}

/**
 * The mint's terms before it is signed (docs/behaviour/fmint.md#minting-and-repaying): the minting fee and what arrives, and the
 * collateral ratio the account will have afterwards.
 */
export function mintTerms(
  amount: bigint,
  token: DefiToken,
  data: { account: { collateralValue: bigint; debtValue: bigint }; ratios: FMintRatios },
): string {
  const fee = computeMintFee({ amount, mintFee: data.ratios.mintFee })
  const ratio = computeCollateralRatio({
    ...data.account,
    debtChange: computeTokenValue({ amount, token }),
  })
  return (
    `Minting fee: ${formatTokenAmount(fee, token)} ${token.symbol}; you receive ${formatTokenAmount(amount - fee, token)} ` +
    `${token.symbol}. Collateral ratio after minting: ${formatCollateralRatio(ratio)}.`
  )
}
