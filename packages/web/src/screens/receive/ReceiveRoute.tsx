import { useAccounts } from '@ftm-wallet/react'
import { useState } from 'react'
import { useParams } from 'react-router'
import { Dialog } from '../../ui/Dialog.js'
import { ReceiveView } from './ReceiveView.js'

const isLedger = (type: string | undefined) => type === 'ledger' || type === 'ledgerEth'

/** account-receive: the address to receive Opera FTM; 'Verify on Ledger' for ledger accounts. */
export function Component() {
  const { address, verify } = useParams()
  const { accounts } = useAccounts()
  const account = accounts.find((a) => a.address.toLowerCase() === address?.toLowerCase())
  // A verify=true route parameter starts the Ledger check at once (spec 01 §2).
  const [verifying, setVerifying] = useState(verify === 'true' && isLedger(account?.type))
  if (!account) return null
  return (
    <>
      <ReceiveView
        address={account.address}
        ledger={isLedger(account.type) ? { onVerify: () => setVerifying(true) } : undefined}
      />
      <Dialog open={verifying} onOpenChange={setVerifying} title="Address Verification" width={400}>
        <p className="message message-info">
          Verifying the address on a Ledger device comes with the hardware wallet update; this build cannot
          talk to the device yet.
        </p>
      </Dialog>
    </>
  )
}
