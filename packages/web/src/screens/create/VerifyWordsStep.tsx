import { validateMnemonicVerification } from '@ftm-wallet/sdk'
import { useMemo, useState } from 'react'
import { FormAlert } from '../../ui/FormAlert.js'
import { shuffle } from './shuffle.js'

export interface VerifyWordsStepProps {
  words: readonly string[]
  /** Called when every word is picked in the right order. */
  onVerified: () => void
  /** Busy while the verified wallet is being saved. */
  busy?: boolean
}

/**
 * Step 3 of the create wizard: pick the words from a shuffled list into the slots, in order. A picked word is
 * disabled in the list; clicking a slot frees it. A wrong order shows the error at once; Verify is enabled only
 * when every slot is filled.
 */
export function VerifyWordsStep({ words, onVerified, busy }: VerifyWordsStepProps) {
  // Each offered word keeps its index in the phrase, so repeated words stay distinct buttons.
  const offered = useMemo(() => shuffle(words.map((word, index) => ({ word, index }))), [words])
  const [picked, setPicked] = useState<number[]>([])
  const check = validateMnemonicVerification(
    picked.map((i) => words[i] ?? ''),
    words,
  )
  const error = check.ok ? undefined : check.message
  const complete = picked.length === words.length

  return (
    <div className="stack">
      <p>Select the words of your recovery phrase in the right order.</p>
      <ol className="word-grid" aria-label="Your recovery phrase, in order">
        {words.map((_, slot) => {
          const index = picked[slot]
          const word = index === undefined ? undefined : words[index]
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions; their number is their identity
            <li key={slot}>
              <button
                type="button"
                className="word"
                disabled={word === undefined}
                onClick={() => setPicked((p) => p.filter((_, s) => s !== slot))}
                aria-label={
                  word === undefined ? `Word ${slot + 1}: empty` : `Word ${slot + 1}: ${word}. Remove`
                }
              >
                <span className="index">{slot + 1}.</span>
                <span>{word ?? ''}</span>
              </button>
            </li>
          )
        })}
      </ol>
      <FormAlert errors={[error]} />
      <ul className="word-grid" aria-label="Words to pick">
        {offered.map(({ word, index }) => (
          <li key={index}>
            <button
              type="button"
              className="word"
              disabled={picked.includes(index)}
              onClick={() => setPicked((p) => (p.length < words.length ? [...p, index] : p))}
            >
              {word}
            </button>
          </li>
        ))}
      </ul>
      <div className="row">
        <button type="button" className="btn" disabled={!complete || !!error || busy} onClick={onVerified}>
          {busy ? 'Saving…' : 'Verify'}
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          onClick={() => setPicked([])}
          disabled={picked.length === 0}
        >
          Clear
        </button>
      </div>
    </div>
  )
}
