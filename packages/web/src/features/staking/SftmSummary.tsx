import type { Delegation } from '@ftm-wallet/sdk'
import { useAmountText, useSignedAmountText } from '../../ui/display.js'

export interface SftmSummaryProps {
  kind: 'mint' | 'repay'
  delegation: Pick<Delegation, 'toStakerId' | 'amountDelegated' | 'outstandingSFTM'>
  validatorName: string
}

/** What a mint or repay sFTM confirmation confirms: the validator and the amount (window and route alike). */
export function SftmSummary({ kind, delegation, validatorName }: SftmSummaryProps) {
  // With the user's decimal points (docs/behaviour/tokens-and-assets.md#number-formatting): the locked delegation a
  // mint tokenizes is cut (the mint call carries only the validator id); the sFTM a repay redeems is signed, so the
  // exact amount follows a cut.
  const amountText = useAmountText()
  const signedAmountText = useSignedAmountText()
  return (
    <>
      <p>
        Validator: {validatorName}, {delegation.toStakerId.toString()}
      </p>
      {kind === 'mint' ? (
        <p>Locked delegation: {amountText(delegation.amountDelegated)} FTM</p>
      ) : (
        <p>Repay: {signedAmountText(delegation.outstandingSFTM, 'sFTM')}</p>
      )}
    </>
  )
}
