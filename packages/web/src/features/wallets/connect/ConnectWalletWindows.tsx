import {
  useAccounts,
  useAccountsService,
  useSignerRegistry,
  useWallet,
  type WalletSession,
} from '@ftm-wallet/react'
import { type AccountType, discoverEip1193Providers, getAccountBalances, type Signer } from '@ftm-wallet/sdk'
import { connectCoinbase } from '@ftm-wallet/sdk/coinbase'
import type { LedgerPickerState } from '@ftm-wallet/sdk/ledger'
import { connectWalletConnect } from '@ftm-wallet/sdk/walletconnect'
import { useCallback, useMemo, useState } from 'react'
import { useNavigate } from 'react-router'
import { routePath } from '../../../navigation/routeNames.js'
import { ConnectWalletDialog } from './ConnectWalletDialog.js'
import { ExternalAppDialog, type ExternalConnection } from './ExternalAppDialog.js'
import { InjectedWalletDialog } from './InjectedWalletDialog.js'
import { type LedgerApp, LedgerPickerDialog } from './LedgerPickerDialog.js'
import { coinbaseSession } from './openCoinbaseSigner.js'

type Window = 'list' | 'metamask' | LedgerApp | 'coinbase' | 'walletConnect'

export interface ConnectWalletWindowsProps {
  onOpenChange: (open: boolean) => void
}

/**
 * The Connect Wallet window and the window of the wallet the user picks in it. WalletConnect uses the project id
 * the WalletProvider got from the runtime config (`walletConnectProjectId`).
 */
export function ConnectWalletWindows({ onOpenChange }: ConnectWalletWindowsProps) {
  const [open, setOpen] = useState<Window>('list')
  const service = useAccountsService()
  const registry = useSignerRegistry()
  const { client, network, walletConnect } = useWallet()
  const { accounts, activeAccount } = useAccounts()
  const navigate = useNavigate()
  const [status, setStatus] = useState<string | undefined>()
  // docs/behaviour/signers.md#walletconnect: when the active account is the WalletConnect account connected in this
  // session, its entry disconnects it instead of connecting again.
  // The registry is not observable: read on each render (the status set after a disconnect renders again).
  const walletConnectLive =
    activeAccount?.type === 'walletConnect' && registry.get(activeAccount) !== undefined
  const disconnectWalletConnect = useCallback(async () => {
    try {
      await registry.disconnect('walletConnect')
      setStatus('WalletConnect disconnected.')
    } catch (error) {
      console.error('WalletConnect:', error)
      setStatus('WalletConnect was disconnected here; the wallet app did not confirm.')
    }
  }, [registry])
  const close = useCallback((next: boolean) => !next && onOpenChange(false), [onOpenChange])

  // Adds the account, makes it active and lands on its wallet page (docs/behaviour/signers.md#injected-wallets).
  const finish = useCallback(
    async (
      type: AccountType,
      address: string,
      extra: { accountId?: number; addressId?: number } = {},
      signer?: Signer,
      session?: WalletSession,
    ) => {
      const account = await service.addAccount({ address, type, ...extra })
      if (signer) registry.register({ address: account.address, type }, signer, session)
      await service.setActiveAccount({ address: account.address, type })
      onOpenChange(false)
      navigate(routePath('account-history', { address: account.address }))
    },
    [service, registry, onOpenChange, navigate],
  )

  const discover = useCallback(() => discoverEip1193Providers(window), [])
  const existingInjected = useMemo(
    () => accounts.filter((a) => a.type === 'metamask').map((a) => a.address),
    [accounts],
  )
  const loadPage = useCallback(
    async (state: LedgerPickerState) => {
      const fetchBalance = async (address: string) => {
        const [row] = await getAccountBalances(client, { addresses: [address] })
        return { balance: row?.balance ?? 0n, totalBalance: row?.totalValue ?? 0n }
      }
      const ledger = await import('./ledger/loadLedgerPage.js')
      return ledger.loadLedgerPage(open === 'ledgerEth' ? 'ledgerEth' : 'ledger', state, {
        fetchBalance,
        chainId: network.chainId,
      })
    },
    [client, network.chainId, open],
  )
  const connectExternal = useCallback(
    (onDisplayUri: (uri: string) => void): Promise<ExternalConnection> =>
      open === 'coinbase'
        ? connectCoinbase({ chainId: network.chainId }).then((c) => ({
            ...c,
            session: coinbaseSession(c.provider),
          }))
        : connectWalletConnect({
            projectId: walletConnect.projectId,
            ...(walletConnect.loadProvider ? { loadProvider: walletConnect.loadProvider } : {}),
            chainId: network.chainId,
            rpcUrl: network.rpcUrl,
            onDisplayUri,
            // session_delete: the wallet ended the session; reload like the original
            // (docs/behaviour/signers.md#walletconnect).
            onDisconnect: () => window.location.reload(),
          }).then((c) => ({ ...c, session: { disconnect: c.disconnect } })),
    [open, network.chainId, network.rpcUrl, walletConnect],
  )
  const addExternal = useCallback(
    (c: ExternalConnection) =>
      finish(open === 'coinbase' ? 'coinbase' : 'walletConnect', c.address, {}, c.signer, c.session),
    [finish, open],
  )

  switch (open) {
    case 'list':
      return (
        <ConnectWalletDialog
          open
          onOpenChange={close}
          handlers={{
            metamask: () => setOpen('metamask'),
            ledger: () => setOpen('ledger'),
            ledgerEth: () => setOpen('ledgerEth'),
            coinbase: () => setOpen('coinbase'),
            walletConnect: walletConnectLive
              ? () => void disconnectWalletConnect()
              : () => setOpen('walletConnect'),
          }}
          connected={{ walletConnect: walletConnectLive }}
          status={status}
        />
      )
    case 'metamask':
      return (
        <InjectedWalletDialog
          onOpenChange={close}
          discover={discover}
          existing={existingInjected}
          onAdd={(address) => finish('metamask', address)}
        />
      )
    case 'ledger':
    case 'ledgerEth':
      return (
        <LedgerPickerDialog
          key={open}
          app={open}
          onOpenChange={close}
          loadPage={loadPage}
          onPick={(row) =>
            void finish(open, row.address, { accountId: row.accountId, addressId: row.addressId })
          }
        />
      )
    default:
      return (
        <ExternalAppDialog
          key={open}
          app={open}
          chainId={network.chainId}
          onOpenChange={close}
          connect={connectExternal}
          onAdd={addExternal}
        />
      )
  }
}
