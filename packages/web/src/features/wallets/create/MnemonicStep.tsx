import { useState } from 'react'
import { Dialog } from '../../../ui/Dialog.js'

export interface MnemonicStepProps {
  words: readonly string[]
  privateKey: string
  onContinue: () => void
}

/** Step 2 of the create wizard: the 24-word recovery phrase and, on request, the private key. */
export function MnemonicStep({ words, privateKey, onContinue }: MnemonicStepProps) {
  const [showKey, setShowKey] = useState(false)
  return (
    <div className="stack">
      <p className="message message-warning">
        Write these {words.length} words down on paper, in this order, and keep them safe. Anyone who has them
        controls your wallet; nobody can restore them for you.
      </p>
      <ol className="word-grid" aria-label="Recovery phrase">
        {words.map((word, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the position is the word's identity in the phrase
          <li key={i} className="word">
            <span className="index">{i + 1}.</span>
            <span className="mono">{word}</span>
          </li>
        ))}
      </ol>
      <div className="row">
        <button type="button" className="btn" onClick={onContinue}>
          I wrote down my recovery key
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setShowKey(true)}>
          View your private key
        </button>
      </div>
      <Dialog open={showKey} onOpenChange={setShowKey} title="Your private key" width={560}>
        <div className="stack" role="alert">
          <p className="message message-warning">
            Never share your private key. Anyone who has it controls your wallet.
          </p>
          <p className="mono">{privateKey}</p>
        </div>
        <div className="row">
          <button type="button" className="btn" onClick={() => setShowKey(false)}>
            Ok
          </button>
        </div>
      </Dialog>
    </div>
  )
}
