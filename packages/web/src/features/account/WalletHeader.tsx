import { useAccount, useAccountsService, type WalletAccount } from '@ftm-wallet/react'
import { DERIVATION_SCHEME_PATTERNS, formatKeystoreFileName, listHdGroup } from '@ftm-wallet/sdk'
import { useState } from 'react'
import { NavLink, useMatches, useNavigate } from 'react-router'
import { pathForAccount } from '../../navigation/accountScope.js'
import { routePath } from '../../navigation/routeNames.js'
import { downloadFile } from '../../platform/downloadFile.js'
import { useIsMobile } from '../../platform/useIsMobile.js'
import { ConfirmRemoveDialog } from '../../ui/ConfirmRemoveDialog.js'
import { Dialog } from '../../ui/Dialog.js'
import { FiatAmount, FtmAmount } from '../../ui/display.js'
import { Popover } from '../../ui/Popover.js'
import { QrCode } from '../../ui/QrCode.js'
import { EditWalletDialog } from '../wallets/EditWalletDialog.js'
import { AddAccountDialog } from '../wallets/keys/AddAccountDialog.js'
import { ChangePasswordDialog } from '../wallets/keys/ChangePasswordDialog.js'
import { RevealSecretDialog } from '../wallets/keys/RevealSecretDialog.js'
import { useRemoveWallet } from '../wallets/useRemoveWallet.js'
import { useWalletRows } from '../wallets/useWalletRows.js'
import { WalletList } from '../wallets/WalletList.js'
import { AddressActions } from './AddressActions.js'
import { useInjectedWalletStatus } from './useInjectedWalletStatus.js'

type Window = 'qr' | 'edit' | 'remove' | 'pick' | 'password' | 'reveal' | 'add' | undefined

/** The account header: name, address bar with the wallet picker, balances, actions and address actions. */
export function WalletHeader({
  account,
  accounts,
}: {
  account: WalletAccount
  accounts: readonly WalletAccount[]
}) {
  const [open, setOpen] = useState<Window>()
  const isMobile = useIsMobile()
  const matches = useMatches()
  const navigate = useNavigate()
  const service = useAccountsService()
  const removeWallet = useRemoveWallet()
  const { rows } = useWalletRows()
  const { data } = useAccount({ address: account.address })
  const title = account.name || account.address
  const close = () => setOpen(undefined)
  const walletNotice = useInjectedWalletStatus(account)

  const actions = (
    <AddressActions
      address={account.address}
      type={account.type}
      isMobile={isMobile}
      onShowQr={() => setOpen('qr')}
      // The receive screen runs the verification; its verify parameter starts it at once
      // (docs/behaviour/send-and-receive.md#receive-screen).
      onVerifyLedger={() =>
        navigate(routePath('account-receive', { address: account.address, verify: 'true' }))
      }
      onEdit={() => setOpen('edit')}
      onDownloadKeystore={() =>
        account.keystore &&
        downloadFile(formatKeystoreFileName(account.address), JSON.stringify(account.keystore))
      }
      onRemove={() => setOpen('remove')}
      onChangePassword={() => setOpen('password')}
      onReveal={() => setOpen('reveal')}
      onAddAccount={account.hd ? () => setOpen('add') : undefined}
    />
  )
  const group = account.hd ? listHdGroup(accounts, account.hd.phraseId) : [account]
  const pattern = account.hd?.path.startsWith("m/44'/60'/0'/0/")
    ? DERIVATION_SCHEME_PATTERNS.standard
    : DERIVATION_SCHEME_PATTERNS.ledgerLive

  function pick(address: string) {
    close()
    const next = pathForAccount(matches, address) ?? routePath('account-history', { address })
    navigate(next)
  }

  return (
    <section className="card stack wallet-header" aria-labelledby="wallet-title">
      <h1 id="wallet-title" className="mono-if-address">
        {title}
      </h1>
      {walletNotice && (
        <p role="alert" className="message message-info">
          {walletNotice}
        </p>
      )}
      <div className="row">
        <span className="mono" data-testid="wallet-address">
          {account.address}
        </span>
        {accounts.length > 1 && (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setOpen('pick')}>
            Switch wallet
          </button>
        )}
      </div>
      <dl className="balance-pair" aria-label="Balance">
        <div>
          <dt>Available</dt>
          <dd data-testid="balance-available">
            <FtmAmount wei={data?.balance} />
            <div className="muted">
              <FiatAmount wei={data?.balance} />
            </div>
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd data-testid="balance-total">
            <FtmAmount wei={data?.totalValue} />
            <div className="muted">
              <FiatAmount wei={data?.totalValue} />
            </div>
          </dd>
        </div>
      </dl>
      <nav aria-label="Wallet actions" className="row">
        <NavLink
          end
          className="btn btn-secondary"
          to={routePath('account-history', { address: account.address })}
        >
          Wallet
        </NavLink>
        <NavLink
          className="btn btn-secondary"
          to={routePath('account-send-transaction-form', { address: account.address })}
        >
          Send
        </NavLink>
        <NavLink
          className="btn btn-secondary"
          to={routePath('account-receive', { address: account.address })}
        >
          Receive
        </NavLink>
        <NavLink
          className="btn btn-secondary"
          to={routePath('account-approvals', { address: account.address })}
        >
          Approvals
        </NavLink>
        {isMobile && (
          <Popover
            label="Address actions"
            trigger={
              <button type="button" className="btn btn-secondary">
                More
              </button>
            }
          >
            {actions}
          </Popover>
        )}
      </nav>
      {!isMobile && actions}

      <Dialog open={open === 'qr'} onOpenChange={close} title="Address" width={400}>
        <div className="stack">
          <QrCode value={account.address} label={`QR code of address ${account.address}`} />
          <p className="mono">{account.address}</p>
        </div>
      </Dialog>
      <Dialog open={open === 'pick'} onOpenChange={close} title="Select Wallet" width={800}>
        <WalletList wallets={rows} mode={{ kind: 'pick', onPick: pick }} activeAddress={account.address} />
      </Dialog>
      <EditWalletDialog
        open={open === 'edit'}
        onOpenChange={(o) => setOpen(o ? 'edit' : undefined)}
        wallet={account}
        count={accounts.length}
        onSave={async ({ name, order }) => {
          await service.updateAccount({ address: account.address, type: account.type, name, order })
        }}
        onRemove={() => setOpen('remove')}
      />
      <ChangePasswordDialog
        open={open === 'password'}
        onOpenChange={(o) => setOpen(o ? 'password' : undefined)}
        label={title}
        groupSize={group.length}
        onChange={async (oldPassword, newPassword) => {
          const { changeWalletPassword } = await import('../wallets/keys/keyActions.js')
          await changeWalletPassword({ accounts: service, account, oldPassword, newPassword })
        }}
      />
      <RevealSecretDialog
        open={open === 'reveal'}
        onOpenChange={(o) => setOpen(o ? 'reveal' : undefined)}
        label={title}
        hasPhrase={account.hd !== undefined}
        onReveal={async (kind, password) => {
          const { revealWalletSecret } = await import('../wallets/keys/keyActions.js')
          return revealWalletSecret({ accounts: service, account, kind, password })
        }}
      />
      {account.hd && (
        <AddAccountDialog
          open={open === 'add'}
          onOpenChange={(o) => setOpen(o ? 'add' : undefined)}
          pattern={pattern}
          onAdd={async (password) => {
            const { addHdAccount } = await import('../wallets/keys/keyActions.js')
            const added = await addHdAccount({ accounts: service, phraseId: account.hd!.phraseId, password })
            return { address: added.address, path: added.hd!.path }
          }}
        />
      )}
      <ConfirmRemoveDialog
        open={open === 'remove'}
        onOpenChange={(o) => setOpen(o ? 'remove' : undefined)}
        title="Remove Wallet"
        text={`Remove ${title} from this device? Without its keystore file or recovery phrase you cannot restore it.`}
        confirmLabel="Remove Wallet"
        onConfirm={async () => {
          close()
          await removeWallet({ address: account.address, type: account.type })
        }}
      />
    </section>
  )
}
