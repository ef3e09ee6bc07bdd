import { CREATE_WIZARD_STEPS, createWallet, formatKeystoreFileName, type KeystoreV3 } from '@ftm-wallet/sdk'
import { useState } from 'react'
import { Link } from 'react-router'
import { downloadFile } from '../../platform/downloadFile.js'
import { isMobileNow } from '../../platform/useIsMobile.js'
import { routePath } from '../../routes/routeNames.js'
import { Dialog } from '../../ui/Dialog.js'
import { WizardSteps } from '../../ui/WizardSteps.js'
import { MnemonicStep } from './MnemonicStep.js'
import { PasswordStep } from './PasswordStep.js'
import { VerifyWordsStep } from './VerifyWordsStep.js'

export interface CreateWalletDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Stores the verified wallet; resolves when it is in the wallet list. */
  onCreated: (wallet: { address: string; keystore: KeystoreV3 }) => Promise<void>
}

interface Secrets {
  words: string[]
  privateKey: string
  address: string
  keystore: KeystoreV3
}

type Step = { n: 1 } | { n: 2; secrets: Secrets } | { n: 3; secrets: Secrets } | { n: 4; address: string }

/**
 * Create wizard (spec 01 §2/§4): password (1), recovery phrase (2), word-order verification (3), success (4).
 * Secrets live only in this component's state while they are needed and are dropped after the last step or
 * when the window closes (which also resets to step 1).
 */
export function CreateWalletDialog({ open, onOpenChange, onCreated }: CreateWalletDialogProps) {
  const [step, setStep] = useState<Step>({ n: 1 })
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()

  function close(next: boolean) {
    if (!next) {
      setStep({ n: 1 })
      setError(undefined)
    }
    onOpenChange(next)
  }

  async function submitPassword(password: string) {
    setBusy(true)
    setError(undefined)
    try {
      const wallet = await createWallet({ password })
      // The keystore file is downloaded right away, except on mobile (spec 01 §2 create step 1).
      if (!isMobileNow()) {
        downloadFile(formatKeystoreFileName(wallet.address), JSON.stringify(wallet.keystore))
      }
      setStep({ n: 2, secrets: { ...wallet, words: wallet.mnemonic.split(' ') } })
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The wallet could not be created')
    } finally {
      setBusy(false)
    }
  }

  async function verified(secrets: Secrets) {
    setBusy(true)
    setError(undefined)
    try {
      await onCreated({ address: secrets.address, keystore: secrets.keystore })
      setStep({ n: 4, address: secrets.address })
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The wallet could not be saved')
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={close} title="Create a new wallet" width={800}>
      <WizardSteps current={step.n} total={CREATE_WIZARD_STEPS} />
      {step.n === 1 && (
        <PasswordStep onSubmit={submitPassword} busy={busy} error={error} submitLabel="Create wallet" />
      )}
      {step.n === 2 && (
        <MnemonicStep
          words={step.secrets.words}
          privateKey={step.secrets.privateKey}
          onContinue={() => setStep({ n: 3, secrets: step.secrets })}
        />
      )}
      {step.n === 3 && (
        <>
          <VerifyWordsStep words={step.secrets.words} onVerified={() => verified(step.secrets)} busy={busy} />
          {error && <p className="message message-error">{error}</p>}
        </>
      )}
      {step.n === 4 && (
        <div className="stack">
          <h3>You're all set!</h3>
          <p className="message message-success">You have successfully created your wallet.</p>
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
