// Test helper for the flow machines: a real keystore signer (scrypt n = 2^4), the real sign actor and password
// cache, and I/O actors swapped with machine.provide: prepare completes the step's call with injected nonce and
// gas (the pure pipeline), send answers the bytes' hash, verify answers success — each recording what it got.
import { keccak256, Wallet } from 'ethers'
import { fromPromise } from 'xstate'
import { createPasswordCache, type PasswordCache } from '../accounts/createPasswordCache.js'
import { encryptKeystore } from '../accounts/keystore/encryptKeystore.js'
import type { TransactionState } from '../api/chain/getTransaction.js'
import type { ApiClient } from '../api/createApiClient.js'
import { mainnet } from '../constants/networks.js'
import { createKeystoreSigner } from '../signers/createKeystoreSigner.js'
import { computePreparedTransaction } from '../tx/computePreparedTransaction.js'
import type { PreparedTransaction, SignedTransaction } from '../tx/types.js'
import type { PrepareFlowStepInput } from './engine/runFlowSteps.js'
import type { FlowDependencies } from './engine/types.js'

export const PASSWORD = 'Correct-Horse-9'
export const wallet = Wallet.createRandom()
export const keystore = await encryptKeystore(wallet.privateKey, PASSWORD, { scryptN: 2 ** 4 })

/** A client that fails the test if a flow reads the API where it should not. */
export const offlineClient: ApiClient = {
  endpointCount: 1,
  currentEndpoint: () => 0,
  request: async () => {
    throw new Error('offline client: this flow must not read the API here')
  },
}

export interface Recorder {
  prepared: PreparedTransaction[]
  sent: SignedTransaction[]
  verified: string[]
  refreshes: number
  /** Date.now() at each prepare, send, verify and refresh (virtual time under fake timers). */
  times: { prepared: number[]; sent: number[]; verified: number[]; refreshed: number[] }
}

export function createDependencies(overrides: Partial<FlowDependencies> = {}) {
  const passwordCache: PasswordCache = overrides.passwordCache ?? createPasswordCache()
  const recorder: Recorder = {
    prepared: [],
    sent: [],
    verified: [],
    refreshes: 0,
    times: { prepared: [], sent: [], verified: [], refreshed: [] },
  }
  const dependencies: FlowDependencies & { passwordCache: PasswordCache } = {
    client: offlineClient,
    network: mainnet,
    signer: createKeystoreSigner({
      account: { address: wallet.address, keystore },
      chainId: mainnet.chainId,
    }),
    autoContinueDelay: false,
    refresh: () => {
      recorder.refreshes += 1
      recorder.times.refreshed.push(Date.now())
    },
    ...overrides,
    passwordCache,
  }
  return { dependencies, recorder }
}

type ActorOverrides = {
  prepare?: (input: PrepareFlowStepInput, count: number) => Promise<PreparedTransaction>
  send?: (signed: SignedTransaction, count: number) => Promise<{ hash: `0x${string}` }>
  verify?: (hash: string, count: number) => Promise<TransactionState>
}

/** The I/O actors of a flow machine, recording into `recorder`. */
export function createTestActors(recorder: Recorder, overrides: ActorOverrides = {}) {
  let nonce = 0n
  return {
    prepare: fromPromise<PreparedTransaction, PrepareFlowStepInput>(async ({ input, signal }) => {
      recorder.times.prepared.push(Date.now())
      if (overrides.prepare) return overrides.prepare(input, recorder.prepared.length)
      const step = input.plan.steps[input.stepIndex]
      if (!step) throw new Error('no step')
      const call = await step.build({ client: offlineClient, from: input.from, signal })
      const prepared = computePreparedTransaction({
        call,
        from: input.from,
        chainId: mainnet.chainId,
        nonce: nonce++,
        networkGasPrice: 1_000_000_000n,
        gasBuffer: mainnet.gasBuffer,
        estimate: 50_000n,
      })
      recorder.prepared.push(prepared)
      return prepared
    }),
    send: fromPromise<{ hash: `0x${string}` }, { dependencies: FlowDependencies; signed: SignedTransaction }>(
      async ({ input }) => {
        recorder.sent.push(input.signed)
        recorder.times.sent.push(Date.now())
        if (overrides.send) return overrides.send(input.signed, recorder.sent.length)
        return { hash: keccak256(input.signed.raw) as `0x${string}` }
      },
    ),
    verify: fromPromise<TransactionState, { dependencies: FlowDependencies; hash: string }>(
      async ({ input }) => {
        recorder.verified.push(input.hash)
        recorder.times.verified.push(Date.now())
        if (overrides.verify) return overrides.verify(input.hash, recorder.verified.length)
        return {
          hash: input.hash,
          from: wallet.address.toLowerCase(),
          to: null,
          status: 'success',
          blockNumber: 1n,
          gasUsed: 21_000n,
        } as TransactionState
      },
    ),
  }
}
