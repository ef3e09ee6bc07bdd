import { fmintLockMachine, fmintMessages, fmintUnlockMachine, isFMintCollateralSymbol } from '@ftm-wallet/sdk'
import { useCallback } from 'react'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { BadParameters } from '../confirm/BadParameters.js'
import { FlowRunner } from '../confirm/FlowRunner.js'
import { fmintPath, parseQueryAmount } from './fmintPaths.js'
import { formatTokenAmount } from './formatToken.js'
import { PageStatus } from './PageStatus.js'
import { useFMintPageData } from './useFMintPageData.js'

const same = (a: string, b: string | null) => a.toLowerCase() === b?.toLowerCase()

/**
 * The lock/unlock confirmation (defi-lock-unlock-confirmation, defi-manage-collateral-confirmation): Allow,
 * Confirm, Finished. Without a token or amount: 'Bad parameters.'; with no change: 'Adjust collateral first,
 * please.'; both go back after 3 s. Success closes to the fMint home; a reject goes back to the form.
 */
export function CollateralConfirmationPage() {
  const { address = '' } = useParams()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const data = useFMintPageData(address)
  const onEnd = useCallback(
    (outcome: 'closed' | 'cancelled') => (outcome === 'closed' ? navigate(fmintPath(address)) : navigate(-1)),
    [navigate, address],
  )
  const change = parseQueryAmount(search.get('amount'))
  const tokenAddress = search.get('tokenAddress')
  if (change === undefined || !tokenAddress) return <BadParameters />
  if (change === 0n) return <BadParameters message={fmintMessages.adjustCollateral} />
  if (!data.ready) return <PageStatus error={data.error} />
  const row = data.rows.find(
    (r) => isFMintCollateralSymbol(r.token.symbol) && same(r.token.address, tokenAddress),
  )
  if (!row) return <BadParameters />
  const { token } = row
  const amount = change < 0n ? -change : change
  const shown = `${formatTokenAmount(amount, token)} ${token.symbol}`
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
          onEnd={onEnd}
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
          onEnd={onEnd}
        >
          <p>Unlock {shown}</p>
        </FlowRunner>
      )}
    </section>
  )
}
