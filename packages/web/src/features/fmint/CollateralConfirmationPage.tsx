import { fmintMessages, isFMintCollateralSymbol } from '@ftm-wallet/sdk'
import { fmintLockMachine, fmintUnlockMachine } from '@ftm-wallet/sdk/machines'
import { BadParameters } from '../../flow/BadParameters.js'
import { FlowRunner } from '../../flow/FlowRunner.js'
import { collateralAmountFacts, rowCollateralFacts } from './fmintChangeCheck.js'
import { formatTokenAmount } from './formatToken.js'
import { PageStatus } from './PageStatus.js'
import { useFMintConfirmation } from './useFMintConfirmation.js'

/**
 * The lock/unlock confirmation (defi-lock-unlock-confirmation, defi-manage-collateral-confirmation): Allow,
 * Confirm, Finished. Without a token or amount: 'Bad parameters.'; with no change: 'Adjust collateral first,
 * please.'; both go back after 3 s. Success closes to the fMint home; a reject goes back to the form.
 */
export function CollateralConfirmationPage() {
  const { data, onEnd, change, tokenAddress, isQueryToken } = useFMintConfirmation()
  if (change === undefined || !tokenAddress) return <BadParameters />
  if (change === 0n) return <BadParameters message={fmintMessages.adjustCollateral} />
  if (!data.ready) return <PageStatus error={data.error} />
  const row = data.rows.find((r) => isFMintCollateralSymbol(r.token.symbol) && isQueryToken(r.token.address))
  if (!row) return <BadParameters />
  const { token } = row
  const amount = change < 0n ? -change : change
  const shown = `${formatTokenAmount(amount, token)} ${token.symbol}`
  // The amount came in the address: the machine checks it again against the account as it is now.
  const facts = collateralAmountFacts(change, rowCollateralFacts(row, data))
  return (
    <section className="stack">
      <h1>{change > 0n ? 'Lock Collateral' : 'Unlock Collateral'}</h1>
      {change > 0n ? (
        <FlowRunner
          machine={fmintLockMachine}
          params={{
            token: token.address,
            amount,
            availableBalance: row.available,
            contracts: data.contracts,
          }}
          facts={facts}
          onEnd={onEnd}
          allowTokens={{ allow: token.symbol }}
        >
          <p>Lock {shown}</p>
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
          facts={facts}
          onEnd={onEnd}
          allowTokens={{ allow: token.symbol }}
        >
          <p>Unlock {shown}</p>
        </FlowRunner>
      )}
    </section>
  )
}
