import { useAccounts, useAccountsService, useWallet } from '@ftm-wallet/react'
import { useState } from 'react'
import { routePath } from '../../navigation/routeNames.js'
import { downloadFile } from '../../platform/downloadFile.js'
import { useIsMobile } from '../../platform/useIsMobile.js'
import { ConfirmRemoveDialog } from '../../ui/ConfirmRemoveDialog.js'
import { FiatAmount, FtmAmount } from '../../ui/display.js'
import { ContactsSection } from '../contacts/ContactsSection.js'
import { GetTestFtmButton } from '../receive/GetTestFtmButton.js'
import { EditWalletDialog } from './EditWalletDialog.js'
import { sumBalances } from './sumBalances.js'
import { useRemoveWallet } from './useRemoveWallet.js'
import { useWalletRows } from './useWalletRows.js'
import { WalletList } from './WalletList.js'
import { type WalletWindow, WalletWindows } from './WalletWindows.js'

/** The name of the zip of every keystore (docs/behaviour/wallets-and-accounts.md#keystores). */
export const KEYSTORES_ZIP_NAME = 'ftm-wallet-keystores.zip'

/** Home: summed balances, the three wallet actions, and the wallets and contacts lists with counts. */
export function DashboardPage() {
  const { accounts, activeAccount } = useAccounts()
  const { network } = useWallet()
  const service = useAccountsService()
  const removeWallet = useRemoveWallet()
  const { rows } = useWalletRows()
  const [window, setWindow] = useState<WalletWindow>()
  const [editMode, setEditMode] = useState(false)
  const [editing, setEditing] = useState<string | undefined>()
  const [removing, setRemoving] = useState(false)
  const sums = sumBalances(rows)
  const edited = accounts.find((a) => a.address === editing)
  const isMobile = useIsMobile()
  // docs/behaviour/wallets-and-accounts.md#keystores: every keystore the wallet keeps, as one zip (not on mobile).
  const keystores = accounts.flatMap((a) =>
    a.type === 'keystore' && a.keystore ? [{ address: a.address, keystore: a.keystore }] : [],
  )
  const downloadAllKeystores = async () => {
    const { createKeystoresZip } = await import('./keystoresZip.js')
    downloadFile(KEYSTORES_ZIP_NAME, createKeystoresZip(keystores), 'application/zip')
  }

  return (
    <div className="stack">
      <section className="card stack" aria-labelledby="dashboard-title">
        <h1 id="dashboard-title">Home</h1>
        <dl className="balance-pair" aria-label="All wallets">
          <div>
            <dt>Available</dt>
            <dd data-testid="sum-available">
              <FtmAmount wei={sums.balance} />
              <div className="muted">
                <FiatAmount wei={sums.balance} />
              </div>
            </dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd data-testid="sum-total">
              <FtmAmount wei={sums.totalBalance} />
              <div className="muted">
                <FiatAmount wei={sums.totalBalance} />
              </div>
            </dd>
          </div>
        </dl>
        <div className="row">
          <button type="button" className="btn btn-secondary" onClick={() => setWindow('connect')}>
            Connect Wallet
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setWindow('create')}>
            Create Wallet
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => setWindow('restore')}>
            Restore Wallet
          </button>
        </div>
        {activeAccount && <GetTestFtmButton address={activeAccount.address} network={network} />}
      </section>
      <div className="row" style={{ justifyContent: 'flex-end' }}>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-pressed={editMode}
          onClick={() => setEditMode((e) => !e)}
        >
          {editMode ? 'Done' : 'Edit'}
        </button>
      </div>
      <section className="card stack" aria-labelledby="dashboard-wallets">
        <div className="page-head">
          <h2 id="dashboard-wallets">Wallets ({accounts.length})</h2>
          {keystores.length > 0 && !isMobile && (
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => void downloadAllKeystores()}
            >
              Download all keystores
            </button>
          )}
        </div>
        <WalletList
          wallets={rows}
          mode={
            editMode
              ? { kind: 'edit', onEdit: setEditing }
              : { kind: 'link', to: (address) => routePath('account-history', { address }) }
          }
        />
      </section>
      <ContactsSection editMode={editMode} />
      <WalletWindows open={window} onOpenChange={setWindow} />
      {edited && (
        <EditWalletDialog
          open={!!editing && !removing}
          onOpenChange={(o) => !o && setEditing(undefined)}
          wallet={edited}
          count={accounts.length}
          onSave={async ({ name, order }) => {
            await service.updateAccount({ address: edited.address, type: edited.type, name, order })
          }}
          onRemove={() => setRemoving(true)}
        />
      )}
      {edited && (
        <ConfirmRemoveDialog
          open={removing}
          onOpenChange={setRemoving}
          title="Remove Wallet"
          text={`Remove ${edited.name || edited.address} from this device? Without its keystore file or recovery phrase you cannot restore it.`}
          confirmLabel="Remove Wallet"
          onConfirm={async () => {
            setRemoving(false)
            setEditing(undefined)
            await removeWallet({ address: edited.address, type: edited.type })
          }}
        />
      )}
    </div>
  )
}
