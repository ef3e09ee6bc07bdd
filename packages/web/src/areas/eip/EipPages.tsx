import { AreaPlaceholder } from '../../screens/areas/AreaPlaceholder.js'

/** /eip-welcome: what a site may ask of this wallet. */
export function EipWelcomePage() {
  return (
    <AreaPlaceholder
      area="Site connections"
      summary="Let a site ask for your accounts or for a transaction."
    />
  )
}

/** /eip-select-accounts/{site}: the accounts a site may use. */
export function EipSelectAccountsPage() {
  return <AreaPlaceholder area="Site accounts" summary="Choose which accounts a site may use." />
}

/** /eip-send-transaction/{id}: confirm or reject a site's transaction. */
export function EipSendTransactionPage() {
  return (
    <AreaPlaceholder area="Site transaction" summary="Confirm or reject a transaction a site asks for." />
  )
}
