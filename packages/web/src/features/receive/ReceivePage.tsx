import { useAccounts, useWallet } from '@ftm-wallet/react'
import { useCallback, useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { GetTestFtmButton } from './GetTestFtmButton.js'
import { LedgerVerifyDialog } from './LedgerVerifyDialog.js'
import { ReceiveView } from './ReceiveView.js'

const isLedger = (type: string | undefined) => type === 'ledger' || type === 'ledgerEth'

/** account-receive: the address to receive Opera FTM; 'Verify on Ledger' for ledger accounts. */
export function ReceivePage() {
  const { address, verify } = useParams()
  const { accounts } = useAccounts()
  const { network } = useWallet()
  const account = accounts.find((a) => a.address.toLowerCase() === address?.toLowerCase())
  // A verify=true route parameter starts the Ledger check at once
  // (docs/behaviour/send-and-receive.md#receive-screen).
  const autoVerify = verify === 'true' && isLedger(account?.type)
  const [verifying, setVerifying] = useState(autoVerify)
  useEffect(() => {
    if (autoVerify) setVerifying(true)
  }, [autoVerify])
  const check = useCallback(async () => {
    if (!account) throw new Error('No account to verify')
    // The Ledger chunk (Buffer polyfill, WebHID) loads only when a verification starts.
    const { verifyOnLedger } = await import('../wallets/connect/ledger/loadLedgerPage.js')
    const key = { accountId: account.accountId ?? 0, addressId: account.addressId ?? 0 }
    return verifyOnLedger(
      account.type === 'ledgerEth' ? 'ledgerEth' : 'ledger',
      key,
      account.address,
      network.chainId,
    )
  }, [account, network.chainId])
  if (!account) return null
  return (
    <>
      <ReceiveView
        address={account.address}
        ledger={isLedger(account.type) ? { onVerify: () => setVerifying(true) } : undefined}
      />
      <GetTestFtmButton address={account.address} network={network} />
      {verifying && (
        <LedgerVerifyDialog address={account.address} onOpenChange={setVerifying} verify={check} />
      )}
    </>
  )
}
