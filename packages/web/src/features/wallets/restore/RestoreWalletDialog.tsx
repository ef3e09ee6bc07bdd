import { useFlow } from '@ftm-wallet/react'
import {
  type AccountRef,
  type KeystoreV3,
  RESTORE_WIZARD_STEPS,
  validateMnemonic,
  validatePrivateKey,
} from '@ftm-wallet/sdk'
import { restoreWalletMachine } from '@ftm-wallet/sdk/machines'
import { useRef, useState } from 'react'
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
  onRestored: (wallet: { address: string; keystore: KeystoreV3 }) => Promise<void>
  /**
   * Chain id of the network the wallet is restored on: a publicly known key is refused unless it is the devnet's
   * (docs/behaviour/key-hygiene.md#publicly-known-keys).
   */
  chainId: number
  /** The SDK machine (tests pass one with `machine.provide(...)`). */
  machine?: typeof restoreWalletMachine
}

type Tab = 'keystore' | 'mnemonic' | 'privateKey'

/**
 * Restore wizard (docs/behaviour/wallets-and-accounts.md#restore-wizard) over the SDK's restore-wallet machine: tabs
 * (1); for a recovery phrase or private key a new password (2) and success (3); for a keystore file the tabs lead
 * straight to success (2).
 */
export function RestoreWalletDialog(props: RestoreWalletDialogProps) {
  const { open, onOpenChange, accounts, onRestored, chainId, machine = restoreWalletMachine } = props
  const [tab, setTab] = useState<Tab>('keystore')
  // Step 1's error belongs to the tab that submitted (a phrase's existing account is refused before it has a method).
  const [submittedTab, setSubmittedTab] = useState<Tab | null>(null)
  // The machine reads the accounts when it restores, so it gets the current list, not the first render's.
  const accountsRef = useRef(accounts)
  accountsRef.current = accounts
  const { snapshot, send } = useFlow(machine, {
    input: { save: onRestored, getAccounts: () => accountsRef.current, chainId },
  })
  const state = String(snapshot.value)
  const { context } = snapshot
  const error = context.error?.message

  function close(next: boolean) {
    if (!next) send({ type: 'CANCEL' })
    onOpenChange(next)
  }

  const total = context.method ? context.stepCount : RESTORE_WIZARD_STEPS[tab]
  return (
    <Dialog open={open} onOpenChange={close} title="Restore wallet" width={800}>
      <WizardSteps current={context.step} total={total} />
      {(state === 'source' || (state === 'restoring' && context.method === 'keystore')) && (
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
                  busy={state === 'restoring'}
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
                    send({ type: 'SUBMIT', method: 'mnemonic', mnemonic })
                  }}
                />
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
      )}
      {(state === 'password' ||
        (state === 'restoring' && context.method !== 'keystore') ||
        state === 'saving') && (
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
      {(state === 'success' || state === 'closed') && context.address && (
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
