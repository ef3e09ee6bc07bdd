import { formatShortAddress, formatTokenValue, type StakerListItem, stakingTexts } from '@ftm-wallet/sdk'

export interface ValidatorsTableProps {
  validators: readonly StakerListItem[]
  explorerAddress: (address: string) => string | undefined
}

/** FTM in whole units with grouping (stakes are large). */
export const whole = (wei: bigint) => formatTokenValue(wei, { displayDecimals: 0 }).replace('…', '')

/**
 * The validator list (docs/behaviour/staking.md#screens): ID, Logo, Name, Address, …, Link; labels Offline, Unknown,
 * Flagged.
 */
export function ValidatorsTable({ validators, explorerAddress }: ValidatorsTableProps) {
  if (validators.length === 0) return <p className="muted">No validators.</p>
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            {[
              'ID',
              'Logo',
              'Name',
              'Address',
              'Proof of Importance',
              'Created On',
              'Self-Staked',
              'Delegated',
              'Total Staked',
              'Link',
            ].map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {validators.map((v) => (
            <tr key={v.id.toString()}>
              <td>{v.id.toString()}</td>
              <td>
                {v.stakerInfo?.logoUrl ? (
                  <img src={v.stakerInfo.logoUrl} alt="" width={24} height={24} />
                ) : (
                  '-'
                )}
              </td>
              <td>
                {v.stakerInfo?.name || stakingTexts.unknownValidator}
                {v.isOffline && <span className="badge">{stakingTexts.offline}</span>}
                {v.isCheater && <span className="badge">{stakingTexts.flagged}</span>}
              </td>
              <td className="mono">
                <a href={explorerAddress(v.stakerAddress)} target="_blank" rel="noopener noreferrer">
                  {formatShortAddress(v.stakerAddress)}
                </a>
              </td>
              <td>-</td>
              <td>{new Date(v.createdTime * 1000).toLocaleDateString()}</td>
              <td>{whole(v.stake)}</td>
              <td>{whole(v.delegatedMe)}</td>
              <td>{whole(v.totalStake ?? 0n)}</td>
              <td>
                {v.stakerInfo?.website ? (
                  <a href={v.stakerInfo.website} target="_blank" rel="noopener noreferrer">
                    Website
                  </a>
                ) : (
                  '-'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
