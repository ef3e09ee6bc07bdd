// The Ledger chunk: loaded only when the user picks a Ledger account, signs with one or verifies an address.
import './bufferPolyfill.js'
import type { WalletAccount } from '@ftm-wallet/react'
import type { NetworkPreset, Signer } from '@ftm-wallet/sdk'
import {
  createLedgerEthSigner,
  createLedgerFantomSigner,
  type LedgerKeyIndex,
  type LedgerTransport,
} from '@ftm-wallet/sdk/ledger'
import TransportWebHID from '@ledgerhq/hw-transport-webhid'

export type LedgerApp = 'ledger' | 'ledgerEth'

/** docs/behaviour/signers.md#ledger-errors: a device exchange may wait 300000 ms for the user. */
const EXCHANGE_TIMEOUT_MS = 300_000

// One open connection per page: a device talks to one transport at a time, so every picker, signer and
// verification shares it. Reset when it closes (device unplugged) or fails to open.
let transport: Promise<LedgerTransport> | undefined

/** Opens the device over WebHID (a device already allowed, else the browser's device chooser). */
export function openLedgerTransport(): Promise<LedgerTransport> {
  transport ??= (async () => {
    const opened = (await TransportWebHID.openConnected()) ?? (await TransportWebHID.create())
    opened.setExchangeTimeout(EXCHANGE_TIMEOUT_MS)
    opened.on('disconnect', () => {
      transport = undefined
    })
    return opened as unknown as LedgerTransport
  })().catch((error: unknown) => {
    transport = undefined
    throw error
  })
  return transport
}

/**
 * A signer for `key` with the Fantom app (`ledger`) or the Ethereum app (`ledgerEth`), over the page's WebHID
 * transport unless `open` gives another (docs/behaviour/extension.md#who-confirms: tests pass a replay of recorded
 * exchanges there).
 */
export async function createLedgerSigner(
  app: LedgerApp,
  key: LedgerKeyIndex,
  chainId: number,
  address?: string,
  open: () => Promise<LedgerTransport> = openLedgerTransport,
): Promise<Signer & { showAddress(): Promise<string> }> {
  const transport = await open()
  const parameters = { transport, key, chainId, ...(address ? { address } : {}) }
  return app === 'ledger' ? createLedgerFantomSigner(parameters) : createLedgerEthSigner(parameters)
}

/**
 * The signer factory of Ledger accounts over `open` (react's `signerFactories`): the account's type picks the app,
 * its stored indexes the key. The wallet's own factory is `openLedgerSigner` (WebHID); a test gives its transport here
 * — the seam where the site windows' Ledger signing is tested on recorded exchanges.
 */
export const ledgerSignerFactory =
  (open: () => Promise<LedgerTransport> = openLedgerTransport) =>
  (account: WalletAccount, network: NetworkPreset): Promise<Signer> => {
    const app: LedgerApp = account.type === 'ledgerEth' ? 'ledgerEth' : 'ledger'
    const key = { accountId: account.accountId ?? 0, addressId: account.addressId ?? 0 }
    return createLedgerSigner(app, key, network.chainId, account.address, open)
  }

/** The signer factory of the web wallet's Ledger accounts (react's `signerFactories`), over WebHID. */
export const openLedgerSigner = ledgerSignerFactory()
