import { useEffect, useRef } from 'react'
import { FormAlert } from '../../../ui/FormAlert.js'

export interface VerifyWordsStepProps {
  /** The phrase's words in the shuffled order they are offered in. */
  shuffled: readonly string[]
  /** Indexes into `shuffled`, in the order picked (slot n holds `shuffled[picked[n]]`). */
  picked: readonly number[]
  /** 'Incorrect mnemonic phrase order.' as soon as a word is out of order. */
  error: string | undefined
  onPick: (index: number) => void
  /** Frees the word in this slot. */
  onUnpick: (slot: number) => void
  onVerify: () => void
  /** Busy while the verified wallet is being saved. */
  busy?: boolean
}

/**
 * Step 3 of the create wizard: pick the words from the shuffled list into the slots, in order. A picked word is
 * disabled in the list; clicking a slot frees it. Verify is enabled only when every slot is filled. The rules
 * (shuffling, order check) live in the SDK's create-wallet machine.
 */
export function VerifyWordsStep({
  shuffled,
  picked,
  error,
  onPick,
  onUnpick,
  onVerify,
  busy,
}: VerifyWordsStepProps) {
  const complete = picked.length === shuffled.length
  // The step opens at its instructions: the window scrolled down through the 24 words of step 2 goes back to its
  // top, and the focus (on the removed step 2 button) goes to the instructions (docs/behaviour/wallets-and-accounts.md#create-wizard).
  const instructions = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    const element = instructions.current
    if (!element) return
    const scroller = element.closest('.dialog-content')
    if (scroller) scroller.scrollTop = 0
    element.focus({ preventScroll: true })
  }, [])
  return (
    <div className="stack">
      <p ref={instructions} tabIndex={-1}>
        Select the words of your recovery phrase in the right order.
      </p>
      <ol className="word-grid" aria-label="Your recovery phrase, in order">
        {shuffled.map((_, slot) => {
          const index = picked[slot]
          const word = index === undefined ? undefined : shuffled[index]
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions; their number is their identity
            <li key={slot}>
              <button
                type="button"
                className="word"
                disabled={word === undefined}
                onClick={() => onUnpick(slot)}
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
        {shuffled.map((word, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a repeated word is told apart by its position
          <li key={index}>
            <button
              type="button"
              className="word"
              disabled={picked.includes(index)}
              onClick={() => onPick(index)}
            >
              {word}
            </button>
          </li>
        ))}
      </ul>
      <div className="row">
        <button type="button" className="btn" disabled={!complete || busy} onClick={onVerify}>
          {busy ? 'Saving…' : 'Verify'}
        </button>
      </div>
    </div>
  )
}
