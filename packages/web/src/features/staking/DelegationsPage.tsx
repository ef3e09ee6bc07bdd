import {
  useAccounts,
  useAccountsService,
  useStakers,
  useWalletsDelegationsWithClaimState,
} from '@ftm-wallet/react'
import { isSameAddress } from '@ftm-wallet/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { Dialog } from '../../ui/Dialog.js'
import { Tabs } from '../../ui/Tabs.js'
import { ClaimConfirmation } from './ClaimConfirmation.js'
import { type DelegationRow, DelegationsTable } from './DelegationsTable.js'

/** Staking home: Wallet Delegations (n) and All Delegations (n) with claim confirmations. */
export function DelegationsPage() {
  const { address } = useParams()
  const navigate = useNavigate()
  const { accounts } = useAccounts()
  const accountsService = useAccountsService()
  const stakers = useStakers()
  const results = useWalletsDelegationsWithClaimState({ addresses: accounts.map((a) => a.address) })
  const [claim, setClaim] = useState<{ row: DelegationRow; restake: boolean } | null>(null)
  const names = new Map((stakers.data ?? []).map((s) => [s.id, s.stakerInfo?.name ?? undefined]))
  const all: DelegationRow[] = accounts.flatMap((account, i) =>
    (results[i]?.data ?? []).map((d) => ({
      ...d,
      wallet: account.address,
      walletName: account.name,
      validatorName: names.get(d.toStakerId),
    })),
  )
  const mine = all.filter((row) => isSameAddress(row.wallet, address))
  const visibleCount = (rows: DelegationRow[]) => rows.filter((r) => r.amount !== 0n).length
  const openDetail = (row: DelegationRow) => {
    const account = accounts.find((a) => isSameAddress(a.address, row.wallet))
    if (account && !isSameAddress(account.address, address)) {
      void accountsService.setActiveAccount({ address: account.address, type: account.type })
    }
    navigate(`/staking/${row.wallet}/detail/${row.toStakerId}`)
  }
  const onClaim = (row: DelegationRow, restake: boolean) => {
    if (!isSameAddress(row.wallet, address)) {
      navigate(`/staking/${row.wallet}/detail/${row.toStakerId}?claim=1${restake ? '&restake=1' : ''}`)
      return
    }
    setClaim({ row, restake })
  }
  const queryClient = useQueryClient()
  // The flow's own refresh (3 s after a send) dies with its window: read the new state when it closes.
  const onEnd = useCallback(() => {
    setClaim(null)
    void queryClient.invalidateQueries()
  }, [queryClient])
  const error = results.find((r) => r.error)?.error
  return (
    <section className="stack">
      <div className="page-head">
        <h1>Staking</h1>
        <div className="row">
          <Link className="btn btn-primary" to={`/staking/${address}/stake`}>
            Add delegation
          </Link>
          <Link className="btn" to={`/staking/${address}/validators`}>
            Validators
          </Link>
        </div>
      </div>
      {error && <p role="alert">{error.message}</p>}
      <Tabs
        label="Delegations"
        items={[
          {
            value: 'wallet',
            label: `Wallet Delegations (${visibleCount(mine)})`,
            content: <DelegationsTable rows={mine} onDetail={openDetail} onClaim={onClaim} />,
          },
          {
            value: 'all',
            label: `All Delegations (${visibleCount(all)})`,
            content: <DelegationsTable rows={all} showWallet onDetail={openDetail} onClaim={onClaim} />,
          },
        ]}
      />
      <Dialog
        open={claim !== null}
        onOpenChange={(open) => !open && setClaim(null)}
        title={claim?.restake ? 'Claim & Restake' : 'Claim Rewards'}
      >
        {claim && (
          <ClaimConfirmation
            restake={claim.restake}
            validatorId={claim.row.toStakerId}
            validatorName={claim.row.validatorName}
            delegation={claim.row}
            delegatedLimit={stakers.data?.find((s) => s.id === claim.row.toStakerId)?.delegatedLimit}
            onEnd={onEnd}
          />
        )}
      </Dialog>
    </section>
  )
}
