export interface WizardStepsProps {
  current: number
  total: number
}

/** "Step 2 of 4" with a bar per step. */
export function WizardSteps({ current, total }: WizardStepsProps) {
  return (
    <div>
      <p className="muted" aria-live="polite">
        Step {current} of {total}
      </p>
      <ol className="steps" aria-hidden="true">
        {Array.from({ length: total }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps are positions
          <li key={i} data-done={i < current} />
        ))}
      </ol>
    </div>
  )
}
