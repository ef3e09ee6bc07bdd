import { useFlow } from '@ftm-wallet/react'
import { CREATE_WIZARD_STEPS, formatKeystoreFileName, type WizardWallet } from '@ftm-wallet/sdk'
import { createWalletMachine } from '@ftm-wallet/sdk/machines'
import { useEffect } from 'react'
import { downloadFile } from '../../../platform/downloadFile.js'
import { isMobileNow } from '../../../platform/useIsMobile.js'
import { Dialog } from '../../../ui/Dialog.js'
import { WizardSteps } from '../../../ui/WizardSteps.js'
import { AccessWalletLink } from './AccessWalletLink.js'
import { MnemonicStep } from './MnemonicStep.js'
import { PasswordStep } from './PasswordStep.js'
import { VerifyWordsStep } from './VerifyWordsStep.js'

export interface CreateWalletDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Stores the verified wallet; resolves when it is in the wallet list. */
  /** Stores the wallet: its keystore and its encrypted phrase (`storeWizardWallet`). */
  onCreated: (wallet: WizardWallet) => Promise<void>
  /** The SDK machine (tests pass one with `machine.provide(...)`). */
  machine?: typeof createWalletMachine
}

/** Shuffling for the verification step from the platform's crypto source. */
const cryptoRandom = () => (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) / 2 ** 32

/**
 * Create wizard (docs/behaviour/wallets-and-accounts.md#create-wizard) over the SDK's create-wallet machine: password
 * (1), recovery phrase (2), word-order verification (3), success (4). The machine holds the secrets only while
 * needed; closing the window sends CANCEL, which clears them and resets to step 1.
 */
export function CreateWalletDialog({
  open,
  onOpenChange,
  onCreated,
  machine = createWalletMachine,
}: CreateWalletDialogProps) {
  const { snapshot, actorRef: actor } = useFlow(machine, { input: { save: onCreated, random: cryptoRandom } })
  const state = String(snapshot.value)
  const { context } = snapshot

  // The keystore file is downloaded as soon as it exists, except on mobile
  // (docs/behaviour/wallets-and-accounts.md#create-wizard).
  const { keystore, address } = context
  useEffect(() => {
    if (keystore && address && !isMobileNow()) {
      downloadFile(formatKeystoreFileName(address), JSON.stringify(keystore))
    }
  }, [keystore, address])

  function close(next: boolean) {
    if (!next) actor.send({ type: 'CANCEL' })
    onOpenChange(next)
  }

  const error = context.error?.message
  return (
    <Dialog open={open} onOpenChange={close} title="Create a new wallet" width={800}>
      <WizardSteps current={context.step} total={CREATE_WIZARD_STEPS} />
      {(state === 'password' || state === 'creating') && (
        <PasswordStep
          onSubmit={(password, confirmation) => actor.send({ type: 'SUBMIT', password, confirmation })}
          busy={state === 'creating'}
          error={error}
          submitLabel="Create wallet"
        />
      )}
      {state === 'mnemonic' && (
        <MnemonicStep
          words={context.words}
          privateKey={context.privateKey ?? ''}
          onContinue={() => actor.send({ type: 'NEXT' })}
        />
      )}
      {(state === 'verify' || state === 'saving') && (
        <VerifyWordsStep
          shuffled={context.shuffled}
          picked={context.picked}
          error={error}
          onPick={(index) => actor.send({ type: 'PICK', index })}
          onUnpick={(index) => actor.send({ type: 'UNPICK', index })}
          onVerify={() => actor.send({ type: 'VERIFY' })}
          busy={state === 'saving'}
        />
      )}
      {(state === 'success' || state === 'closed') && context.address && (
        <div className="stack">
          <h3>You're all set!</h3>
          <p className="message message-success">You have successfully created your wallet.</p>
          <AccessWalletLink
            address={context.address}
            onClose={() => {
              actor.send({ type: 'CLOSE' })
              onOpenChange(false)
            }}
          />
        </div>
      )}
    </Dialog>
  )
}
