import { createApiClient, createKeystoreSigner, networks } from '@ftm-wallet/sdk'
import { createFlowMachine, type FlowDefinition, FlowRuleError } from '@ftm-wallet/sdk/machines'
import { render, screen, waitFor } from '@testing-library/react'
import { StrictMode } from 'react'
import { describe, expect, it } from 'vitest'
import { useFlowMachine } from './useFlowMachine.js'

const ADDRESS = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'

/** A flow whose plan waits on its abort signal (like the bridge plan's swap request), then refuses. */
function createSignalFlow(waitMs = 30) {
  const calls: AbortSignal[] = []
  const flow: FlowDefinition<{ amount: bigint }> = {
    id: 'signalFlow',
    check: () => ({ error: undefined, warnings: [] }),
    async plan(_params, { signal }) {
      calls.push(signal)
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(resolve, waitMs)
        signal.addEventListener('abort', () => {
          clearTimeout(timer)
          reject(signal.reason)
        })
      })
      throw new FlowRuleError('FLOW_BAD_PARAMETERS', 'Bad parameters.')
    },
  }
  return { machine: createFlowMachine(flow), calls }
}

function Probe({ machine }: { machine: ReturnType<typeof createSignalFlow>['machine'] }) {
  const { snapshot } = useFlowMachine(
    machine,
    {
      // Never called: the plan above reads nothing from the API.
      client: createApiClient({ endpoints: ['http://127.0.0.1:9/api'], retries: 0 }),
      network: networks.devnet,
      signer: createKeystoreSigner({ account: { address: ADDRESS }, chainId: networks.devnet.chainId }),
    },
    { amount: 1n },
  )
  return (
    <p data-testid="state">
      {String(snapshot.value)}: {snapshot.context.error?.message ?? ''}
    </p>
  )
}

/** A flow whose check allows at most `facts.max`; its plan records what it was asked to plan. */
const planned: bigint[] = []
const maxFlowMachine = createFlowMachine<{ amount: bigint }, { max: bigint }>({
  id: 'maxFlow',
  check: ({ amount }, { max }) => ({
    error: amount > max ? new FlowRuleError('FLOW_AMOUNT_TOO_HIGH', `At most ${max}`) : undefined,
    warnings: [],
  }),
  async plan({ amount }) {
    planned.push(amount)
    return { steps: [] }
  },
})

function FactsProbe() {
  const { snapshot } = useFlowMachine(
    maxFlowMachine,
    {
      client: createApiClient({ endpoints: ['http://127.0.0.1:9/api'], retries: 0 }),
      network: networks.devnet,
      signer: createKeystoreSigner({ account: { address: ADDRESS }, chainId: networks.devnet.chainId }),
    },
    { amount: 2n },
    { max: 1n },
  )
  return (
    <p data-testid="facts-state">
      {String(snapshot.value)}: {snapshot.context.error?.message ?? ''}
    </p>
  )
}

describe('useFlowMachine', () => {
  it("runs the plan once under StrictMode's effect replay and shows the plan's own outcome", async () => {
    const { machine, calls } = createSignalFlow()
    render(
      <StrictMode>
        <Probe machine={machine} />
      </StrictMode>,
    )
    await waitFor(() => expect(screen.getByTestId('state').textContent).toBe('form: Bad parameters.'))
    expect(calls).toHaveLength(1)
    expect(calls[0]?.aborted).toBe(false)
  })

  it('stops the machine (aborting its plan) when the component is really gone', async () => {
    const { machine, calls } = createSignalFlow(5000)
    const view = render(<Probe machine={machine} />)
    await waitFor(() => expect(calls).toHaveLength(1))
    view.unmount()
    await waitFor(() => expect(calls[0]?.aborted).toBe(true))
  })

  it('checks the params against the facts given before planning: a refusal stays on the form', async () => {
    render(<FactsProbe />)
    expect(screen.getByTestId('facts-state').textContent).toBe('form: At most 1')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.getByTestId('facts-state').textContent).toBe('form: At most 1')
    expect(planned).toEqual([])
  })
})
