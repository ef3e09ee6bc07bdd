import { CONFIRM_TEXTS } from './confirmTexts.js'

export interface FlowStepsProps {
  /** Labels of the machine's steps (e.g. Allow, Confirm); 'Finished' is added as the last stage. */
  labels: readonly string[]
  /** Index of the current stage; `labels.length` when the flow finished. */
  current: number
}

/** The steps indicator of a multi-step confirmation: Allow → Confirm → Finished. */
export function FlowSteps({ labels, current }: FlowStepsProps) {
  const stages = [...labels, CONFIRM_TEXTS.finished]
  return (
    <ol className="flow-steps" aria-label="Steps">
      {stages.map((label, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: stages are positions (labels repeat, e.g. Allow, Allow)
          key={i}
          aria-current={i === current ? 'step' : undefined}
          data-done={i < current}
        >
          {label}
        </li>
      ))}
    </ol>
  )
}
