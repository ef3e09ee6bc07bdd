import { useFlow } from '@ftm-wallet/react'
import {
  type AccountRef,
  DERIVATION_SCHEME_PATTERNS,
  type DerivationScheme,
  RESTORE_WIZARD_STEPS,
  validateMnemonic,
  validatePrivateKey,
  type WizardWallet,
} from '@ftm-wallet/sdk'
import { type DiscoverAccounts, restoreWalletMachine } from '@ftm-wallet/sdk/machines'
import { useMemo, useRef, useState } from 'react'
import { Dialog } from '../../../ui/Dialog.js'
import { Tabs } from '../../../ui/Tabs.js'
import { WizardSteps } from '../../../ui/WizardSteps.js'
import { AccessWalletLink } from '../create/AccessWalletLink.js'
import { PasswordStep } from '../create/PasswordStep.js'
import { KeystoreTab } from './KeystoreTab.js'
import { SecretTab } from './SecretTab.js'

export interface RestoreWalletDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The existing accounts: restoring a keystore account twice is refused. */
  accounts: readonly AccountRef[]
  /** Stores the restored wallet; resolves when it is in the wallet list. */
  onRestored: (wallet: WizardWallet) => Promise<void>
  /**
   * Chain id of the network the wallet is restored on: a publicly known key is refused unless it is the devnet's
   * (docs/behaviour/key-hygiene.md#publicly-known-keys).
   */
  chainId: number
  /** The SDK machine (tests pass one with `machine.provide(...)`). */
  machine?: typeof restoreWalletMachine
  /** Finds a phrase's used accounts (the SDK's discovery over the app's API client); without it, account 0 only. */
  discover?: DiscoverAccounts | undefined
}

type Tab = 'keystore' | 'mnemonic' | 'privateKey'

const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/** Whether every account of a restored wallet is a keystore account of the list. */
function isStored(restored: WizardWallet | null, accounts: readonly AccountRef[]): boolean {
  if (!restored) return false
  return [restored, ...(restored.others ?? [])].every((wallet) =>
    accounts.some((a) => a.type === 'keystore' && sameAddress(a.address, wallet.address)),
  )
}

/**
 * Restore wizard (docs/behaviour/wallets-and-accounts.md#restore-wizard) over the SDK's restore-wallet machine: tabs
 * (1); for a recovery phrase or private key a new password (2) and success (3); for a keystore file the tabs lead
 * straight to success (2).
 */
export function RestoreWalletDialog(props: RestoreWalletDialogProps) {
  const { open, onOpenChange, accounts, onRestored, chainId, machine = restoreWalletMachine } = props
  const { discover } = props
  const [tab, setTab] = useState<Tab>('keystore')
  // The phrase's optional passphrase and derivation path (docs/behaviour/wallets-and-accounts.md#accounts-of-one-phrase).
  const [passphrase, setPassphrase] = useState('')
  const [scheme, setScheme] = useState<DerivationScheme>('standard')
  // Step 1's error belongs to the tab that submitted (a phrase's existing account is refused before it has a method).
  const [submittedTab, setSubmittedTab] = useState<Tab | null>(null)
  // The machine reads the accounts when it restores, so it gets the current list, not the first render's.
  const accountsRef = useRef(accounts)
  accountsRef.current = accounts
  const { snapshot, send } = useFlow(machine, {
    input: { save: onRestored, getAccounts: () => accountsRef.current, chainId, discover },
  })
  const state = String(snapshot.value)
  const { context } = snapshot
  const error = context.error?.message

  function close(next: boolean) {
    if (!next) send({ type: 'CANCEL' })
    onOpenChange(next)
  }

  const total = context.method ? context.stepCount : RESTORE_WIZARD_STEPS[tab]
  // The wallet is stored once every account it brings is in the account list: the list holds an account only after
  // its keystore and the list itself were written. The success shows in the render of that change, not one render
  // later when the machine hears that the save resolved (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page).
  const stored = state === 'saving' && isStored(context.restored, accounts)
  const success = state === 'success' || state === 'closed' || stored
  // Checking the key, then storing the wallet: a keystore stays on its tab (busy) until success; a phrase or key
  // stays on its password step. The keystore path never shows the password step, not even while the wallet is stored
  // (docs/behaviour/wallets-and-accounts.md#restore-wizard).
  const working = (state === 'restoring' || state === 'saving') && !stored
  const keystoreMethod = context.method === 'keystore'
  // The tabs as one element, rebuilt only when what they show changes: the step from checking the key to storing the
  // wallet re-renders the window, and the tabs' subtree need not run again on that path
  // (docs/behaviour/wallets-and-accounts.md#key-derivation-off-the-page).
  const tabs = useMemo(
    () => (
      <Tabs
        label="Restore from"
        value={tab}
        onValueChange={(v) => setTab(v as Tab)}
        items={[
          {
            value: 'keystore',
            label: 'Keystore',
            content: (
              <KeystoreTab
                busy={working}
                error={submittedTab === 'keystore' ? error : undefined}
                onRestore={(keystore, password) => {
                  setSubmittedTab('keystore')
                  send({ type: 'SUBMIT', method: 'keystore', keystore, password })
                }}
              />
            ),
          },
          {
            value: 'mnemonic',
            label: 'Mnemonic',
            content: (
              <SecretTab
                label="Recovery phrase (12, 15, 18, 21 or 24 words)"
                multiline
                validate={validateMnemonic}
                error={submittedTab === 'mnemonic' ? error : undefined}
                onContinue={(mnemonic) => {
                  setSubmittedTab('mnemonic')
                  send({ type: 'SUBMIT', method: 'mnemonic', mnemonic, passphrase, scheme })
                  setPassphrase('')
                }}
              >
                <div className="field">
                  <label htmlFor="restore-passphrase">BIP39 passphrase (optional)</label>
                  <input
                    id="restore-passphrase"
                    type="password"
                    autoComplete="off"
                    value={passphrase}
                    onChange={(e) => setPassphrase(e.target.value)}
                  />
                  <div className="field-hint">
                    Only if this phrase was set up with one. A different passphrase opens a different wallet.
                  </div>
                </div>
                <div className="field">
                  <label htmlFor="restore-path">Derivation path</label>
                  <select
                    id="restore-path"
                    value={scheme}
                    onChange={(e) => setScheme(e.target.value as DerivationScheme)}
                  >
                    <option value="standard">Standard ({DERIVATION_SCHEME_PATTERNS.standard})</option>
                    <option value="ledgerLive">Ledger Live ({DERIVATION_SCHEME_PATTERNS.ledgerLive})</option>
                  </select>
                </div>
              </SecretTab>
            ),
          },
          {
            value: 'privateKey',
            label: 'Private Key',
            content: (
              <SecretTab
                label="Private key"
                validate={validatePrivateKey}
                error={submittedTab === 'privateKey' ? error : undefined}
                onContinue={(privateKey) => {
                  setSubmittedTab('privateKey')
                  send({ type: 'SUBMIT', method: 'privateKey', privateKey })
                }}
              />
            ),
          },
        ]}
      />
    ),
    [tab, working, submittedTab, error, passphrase, scheme, send],
  )
  return (
    <Dialog open={open} onOpenChange={close} title="Restore wallet" width={800}>
      <WizardSteps current={stored ? context.stepCount : context.step} total={total} />
      {(state === 'source' || (working && keystoreMethod)) && tabs}
      {(state === 'password' || (working && !keystoreMethod)) && (
        <div className="stack">
          <p>Choose a password to protect this wallet on this device.</p>
          <PasswordStep
            onSubmit={(password, confirmation) => send({ type: 'SUBMIT', password, confirmation })}
            busy={state !== 'password'}
            error={error}
            submitLabel="Restore wallet"
          />
        </div>
      )}
      {success && context.address && (
        <div className="stack">
          <p className="message message-success">You have successfully restored your wallet.</p>
          {context.notices.map((notice) => (
            <p
              key={notice.code}
              role="alert"
              className={`message ${notice.code === 'KEY_PUBLICLY_KNOWN' ? 'message-warning' : 'message-info'}`}
            >
              {notice.message}
            </p>
          ))}
          {context.restored?.discovery && !context.restored.discovery.activityFound && (
            <p role="status" className="message message-info">
              {context.restored.discovery.message}: only the first account was added.
            </p>
          )}
          {context.restored?.hd && (
            <ul aria-label="Restored accounts" className="stack" style={{ listStyle: 'none', padding: 0 }}>
              {[context.restored, ...(context.restored.others ?? [])].map((a) => (
                <li key={a.address}>
                  <span className="mono">{a.address}</span> <span className="muted">{a.hd?.path}</span>
                </li>
              ))}
            </ul>
          )}
          <AccessWalletLink
            address={context.address}
            onClose={() => {
              send({ type: 'CLOSE' })
              onOpenChange(false)
            }}
          />
        </div>
      )}
    </Dialog>
  )
}
