import { type Delegation, formatAmount, formatFtmAmount } from '@ftm-wallet/sdk'

export interface SftmSummaryProps {
  kind: 'mint' | 'repay'
  delegation: Pick<Delegation, 'toStakerId' | 'amountDelegated' | 'outstandingSFTM'>
  validatorName: string
}

/** What a mint or repay sFTM confirmation confirms: the validator and the amount (window and route alike). */
export function SftmSummary({ kind, delegation, validatorName }: SftmSummaryProps) {
  return (
    <>
      <p>
        Validator: {validatorName}, {delegation.toStakerId.toString()}
      </p>
      {kind === 'mint' ? (
        <p>Locked delegation: {formatFtmAmount(delegation.amountDelegated, 2)} FTM</p>
      ) : (
        <p>Repay: {formatAmount(delegation.outstandingSFTM, { maxDecimals: 6 })} sFTM</p>
      )}
    </>
  )
}
