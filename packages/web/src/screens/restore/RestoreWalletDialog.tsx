import {
  type AccountRef,
  type KeystoreV3,
  RESTORE_WIZARD_STEPS,
  restoreWalletFromKeystore,
  restoreWalletFromMnemonic,
  restoreWalletFromPrivateKey,
  validateMnemonic,
  validatePrivateKey,
} from '@ftm-wallet/sdk'
import { useState } from 'react'
import { Link } from 'react-router'
import { routePath } from '../../routes/routeNames.js'
import { Dialog } from '../../ui/Dialog.js'
import { Tabs } from '../../ui/Tabs.js'
import { WizardSteps } from '../../ui/WizardSteps.js'
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
}

type Step =
  | { n: 1 }
  | { n: 2; kind: 'mnemonic' | 'privateKey'; secret: string }
  | { n: 'done'; address: string; total: number }

/**
 * Restore wizard (spec 01 §2/§4): tabs (1); for a recovery phrase or private key a new password (2) and
 * success (3); for a keystore file the tabs lead straight to success (2).
 */
export function RestoreWalletDialog({ open, onOpenChange, accounts, onRestored }: RestoreWalletDialogProps) {
  const [step, setStep] = useState<Step>({ n: 1 })
  const [tab, setTab] = useState<'keystore' | 'mnemonic' | 'privateKey'>('keystore')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()

  function close(next: boolean) {
    if (!next) {
      setStep({ n: 1 })
      setError(undefined)
    }
    onOpenChange(next)
  }

  async function restoreKeystore(keystore: KeystoreV3, password: string) {
    const wallet = await restoreWalletFromKeystore({ keystore, password, accounts })
    await onRestored(wallet)
    setStep({ n: 'done', address: wallet.address, total: RESTORE_WIZARD_STEPS.keystore })
  }

  async function submitPassword(password: string) {
    if (step.n !== 2) return
    setBusy(true)
    setError(undefined)
    try {
      const wallet =
        step.kind === 'mnemonic'
          ? await restoreWalletFromMnemonic({ mnemonic: step.secret, password, accounts })
          : await restoreWalletFromPrivateKey({ privateKey: step.secret, password, accounts })
      await onRestored(wallet)
      setStep({ n: 'done', address: wallet.address, total: RESTORE_WIZARD_STEPS[step.kind] })
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The wallet could not be restored')
    } finally {
      setBusy(false)
    }
  }

  const total = step.n === 'done' ? step.total : RESTORE_WIZARD_STEPS[step.n === 2 ? step.kind : tab]
  const current = step.n === 'done' ? step.total : step.n
  return (
    <Dialog open={open} onOpenChange={close} title="Restore wallet" width={800}>
      <WizardSteps current={current} total={total} />
      {step.n === 1 && (
        <Tabs
          label="Restore from"
          value={tab}
          onValueChange={(v) => setTab(v as typeof tab)}
          items={[
            { value: 'keystore', label: 'Keystore', content: <KeystoreTab onRestore={restoreKeystore} /> },
            {
              value: 'mnemonic',
              label: 'Mnemonic',
              content: (
                <SecretTab
                  label="Recovery phrase (12 or 24 words)"
                  multiline
                  validate={validateMnemonic}
                  onContinue={(secret) => setStep({ n: 2, kind: 'mnemonic', secret })}
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
                  onContinue={(secret) => setStep({ n: 2, kind: 'privateKey', secret })}
                />
              ),
            },
          ]}
        />
      )}
      {step.n === 2 && (
        <div className="stack">
          <p>Choose a password to protect this wallet on this device.</p>
          <PasswordStep onSubmit={submitPassword} busy={busy} error={error} submitLabel="Restore wallet" />
        </div>
      )}
      {step.n === 'done' && (
        <div className="stack">
          <p className="message message-success">You have successfully restored your wallet.</p>
          <p>
            <Link
              className="btn"
              to={routePath('account-history', { address: step.address })}
              onClick={() => close(false)}
            >
              Access your wallet
            </Link>
          </p>
        </div>
      )}
    </Dialog>
  )
}
