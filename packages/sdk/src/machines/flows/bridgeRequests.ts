import {
  BRIDGE_REQUESTS_KEEP_FINISHED,
  type BridgeRequest,
  type BridgeRequestsState,
  bridgeRequestsStateSchema,
  EMPTY_BRIDGE_REQUESTS_STATE,
} from '../../bridge/bridgeRequest.js'
import type { BridgeClient } from '../../bridge/client.js'
import { BRIDGE_REQUESTS_SCHEMA_VERSION } from '../../constants/settings.js'
import { createPersistedStore, type StoreListener } from '../../storage/createPersistedStore.js'
import type { KeyValueStorage } from '../../storage/types.js'
import { waitForBridgeSwap } from './waitForBridgeSwap.js'

export interface CreateBridgeRequestStoreParameters {
  storage: KeyValueStorage
  /** Requests are kept per network: the record's key is `bridge-requests-<chainId>`. */
  chainId: number
  now?: () => number
}

/** What the wallet saves when the bridge opened a swap (status and times are the store's). */
export type NewBridgeRequest = Omit<BridgeRequest, 'status' | 'createdAt' | 'updatedAt' | 'error'>

/**
 * The bridge requests of one network (docs/behaviour/bridge.md#pending-requests): saved when the bridge opens a
 * swap, marked finalized or failed when it ends, so a reload or a new CLI run resumes the pending ones.
 */
export interface BridgeRequestStore {
  getState(): BridgeRequestsState
  subscribe(listener: StoreListener<BridgeRequestsState>): () => void
  /** Every request, oldest first. */
  list(): readonly BridgeRequest[]
  pending(): readonly BridgeRequest[]
  get(uuid: string): BridgeRequest | undefined
  /** Saves a request as pending (a request with the same uuid is replaced). */
  save(request: NewBridgeRequest): Promise<BridgeRequest>
  /** Records the transfer to the deposit address. */
  markDeposited(uuid: string, depositTxHash: string): Promise<void>
  markFinalized(uuid: string): Promise<void>
  markFailed(uuid: string, error: string): Promise<void>
  remove(uuid: string): Promise<void>
  readonly loaded: { quarantinedKey?: string }
}

export const bridgeRequestsRecordKey = (chainId: number) => `bridge-requests-${chainId}`

/** Keeps every pending request and the last finished ones. */
function trim(requests: BridgeRequest[]): BridgeRequest[] {
  const finished = requests.filter((r) => r.status !== 'pending')
  const drop = new Set(finished.slice(0, Math.max(0, finished.length - BRIDGE_REQUESTS_KEEP_FINISHED)))
  return requests.filter((r) => !drop.has(r))
}

/** Loads the network's bridge requests (a corrupt record is moved aside) and returns the store. */
export async function createBridgeRequestStore({
  storage,
  chainId,
  now = Date.now,
}: CreateBridgeRequestStoreParameters): Promise<BridgeRequestStore> {
  const store = await createPersistedStore({
    storage,
    key: bridgeRequestsRecordKey(chainId),
    schema: bridgeRequestsStateSchema,
    version: BRIDGE_REQUESTS_SCHEMA_VERSION,
    defaults: EMPTY_BRIDGE_REQUESTS_STATE,
    now,
  })
  const patch = async (uuid: string, change: Partial<BridgeRequest>) => {
    await store.update((state) => {
      if (!state.requests.some((r) => r.uuid === uuid)) return state
      return {
        requests: trim(
          state.requests.map((r) => (r.uuid === uuid ? { ...r, ...change, updatedAt: now() } : r)),
        ),
      }
    })
  }
  return {
    getState: store.getState,
    subscribe: store.subscribe,
    list: () => store.getState().requests,
    pending: () => store.getState().requests.filter((r) => r.status === 'pending'),
    get: (uuid) => store.getState().requests.find((r) => r.uuid === uuid),
    async save(request) {
      const time = now()
      const saved: BridgeRequest = { ...request, status: 'pending', createdAt: time, updatedAt: time }
      await store.update((state) => ({
        requests: trim([...state.requests.filter((r) => r.uuid !== request.uuid), saved]),
      }))
      return saved
    },
    markDeposited: (uuid, depositTxHash) => patch(uuid, { depositTxHash }),
    markFinalized: (uuid) => patch(uuid, { status: 'finalized' }),
    markFailed: (uuid, error) => patch(uuid, { status: 'failed', error }),
    async remove(uuid) {
      await store.update((state) =>
        state.requests.some((r) => r.uuid === uuid)
          ? { requests: state.requests.filter((r) => r.uuid !== uuid) }
          : state,
      )
    },
    loaded: store.loaded,
  }
}

/**
 * Finalizes a stored request with the bridge (the completing stage of docs/behaviour/bridge.md#completing) and marks
 * it finalized, or failed when the bridge refuses it or the tries run out. An abort leaves it pending. Returns the
 * request as stored afterwards.
 */
export async function finalizeBridgeRequest(parameters: {
  store: BridgeRequestStore
  bridge: BridgeClient
  uuid: string
  interval?: number | undefined
  maxTries?: number | undefined
  signal?: AbortSignal | undefined
}): Promise<{ request: BridgeRequest | undefined; result?: unknown }> {
  const { store, bridge, uuid, signal } = parameters
  const request = store.get(uuid)
  if (request?.status !== 'pending') return { request }
  let result: unknown
  try {
    result = await waitForBridgeSwap({
      bridge,
      uuid,
      direction: request.direction,
      memo: request.memo,
      interval: parameters.interval,
      maxTries: parameters.maxTries,
      signal,
    })
  } catch (error) {
    if (!signal?.aborted) await store.markFailed(uuid, error instanceof Error ? error.message : String(error))
    throw error
  }
  await store.markFinalized(uuid)
  return { request: store.get(uuid), result }
}

/**
 * Resumes every pending request of the store (after a reload or in a new CLI run): each is finalized with the
 * bridge until it completes or fails, all at once. Resolves with the requests as they ended (an aborted one
 * stays pending).
 */
export async function resumeBridgeRequests(parameters: {
  store: BridgeRequestStore
  bridge: BridgeClient
  interval?: number | undefined
  maxTries?: number | undefined
  signal?: AbortSignal | undefined
}): Promise<BridgeRequest[]> {
  const { store, ...rest } = parameters
  const pending = store.pending()
  await Promise.allSettled(pending.map((r) => finalizeBridgeRequest({ store, ...rest, uuid: r.uuid })))
  return pending.map((r) => store.get(r.uuid) ?? r)
}
