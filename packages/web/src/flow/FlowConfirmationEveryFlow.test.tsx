import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createWalletQueryClient, createWalletServices, WalletProvider } from '@ftm-wallet/react'
import {
  createApiClient,
  createApiStatus,
  createKeystoreStore,
  createMemoryStorage,
  devnet,
  type PreparedTransaction,
} from '@ftm-wallet/sdk'
import { type FlowMachine, type FlowPlan, flowMachines } from '@ftm-wallet/sdk/machines'
import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { fromPromise } from 'xstate'
import { FlowRunner } from './FlowRunner.js'

// A keystore account in the active seat (the Web3 Secret Storage test vector's file; it never holds funds: the API
// here is a closed port and the plan and preparation are replaced, so nothing is signed or sent).
const fixture = ['test-fixtures', '../../test-fixtures']
  .map((dir) => join(process.cwd(), dir, 'vectors/web3-secret-storage.json'))
  .find((path) => existsSync(path)) as string
const vector = JSON.parse(readFileSync(fixture, 'utf8')) as { address: string; pbkdf2: { keystore: object } }
const from = `0x${vector.address}`
const keystore = JSON.stringify(vector.pbkdf2.keystore)
const to = '0x2222222222222222222222222222222222222222'
const GWEI = 10n ** 9n

const transaction: PreparedTransaction = {
  from,
  to,
  value: 2n * 10n ** 18n,
  data: '0x',
  nonce: 4n,
  gasPrice: 2n * GWEI,
  gasLimit: 50_000n,
  chainId: devnet.chainId,
  fee: 100_000n * GWEI,
  error: null,
}

/** The flow's own machine with its plan and preparation replaced by a one-step plan and a fixed transaction. */
function withFixedStep(machine: FlowMachine<unknown>) {
  const plan: FlowPlan = {
    steps: [{ id: 'step', label: 'Confirm', build: () => ({ to, value: transaction.value, data: '0x' }) }],
  }
  return machine.provide({
    actors: {
      plan: fromPromise(async () => ({ from, plan })),
      prepare: fromPromise(async () => transaction),
    },
  }) as unknown as FlowMachine<unknown>
}

async function renderFlow(machine: FlowMachine<unknown>) {
  const services = await createWalletServices({
    storage: createMemoryStorage(),
    keystores: createKeystoreStore(createMemoryStorage()),
  })
  await services.accounts.addAccount({ address: from, type: 'keystore', keystore, name: 'Main' })
  await services.accounts.setActiveAccount({ address: from, type: 'keystore' })
  const apiUrls = ['http://127.0.0.1:9/api']
  const client = createApiClient({ endpoints: apiUrls, status: createApiStatus(), retries: 0 })
  render(
    <WalletProvider
      network={{ ...devnet, apiUrls, rpcUrls: [] }}
      client={client}
      services={services}
      queryClient={createWalletQueryClient()}
    >
      <MemoryRouter>
        <FlowRunner machine={withFixedStep(machine)} params={{}} onEnd={vi.fn()}>
          <p>What the flow does</p>
        </FlowRunner>
      </MemoryRouter>
    </WalletProvider>,
  )
}

describe('every flow confirmation shows the decoded call and the summary before the password field', () => {
  const ids = Object.keys(flowMachines) as (keyof typeof flowMachines)[]
  it.each(ids)('%s', async (id) => {
    await renderFlow(flowMachines[id] as unknown as FlowMachine<unknown>)
    const summary = await screen.findByRole('region', { name: 'Transaction summary' }, { timeout: 5000 })
    const row = (label: string) => within(summary).getByText(label).nextElementSibling?.textContent
    expect(row('Fee')).toBe('0.0001 FTM')
    expect(row('Total')).toBe('2.0001 FTM')
    expect(row('Gas')).toBe('50,000 × 2 gwei')
    expect(row('Nonce')).toBe('4')
    expect(row('From')).toBe(`Main (${from})`)
    expect(row('Network')).toBe(`${devnet.name} (chain ${devnet.chainId})`)
    expect(screen.getByTestId('call-sentence').textContent).toBe(`Send 2 FTM to ${to}`)
    const password = screen.getByLabelText('Please enter your wallet password to send the transaction')
    // The summary comes first in the document: the password field follows it.
    expect(summary.compareDocumentPosition(password) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
