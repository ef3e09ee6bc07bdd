import type { ApiClient } from '../api/createApiClient.js'
import { getDefiConfiguration } from '../api/defi/getDefiConfiguration.js'
import { getDefiTokens } from '../api/defi/getDefiTokens.js'
import { getStaker } from '../api/staking/getStaker.js'
import { getErc20TokenList } from '../api/tokens/getErc20TokenList.js'
import { RAVE_NAMES_REGISTRY_ADDRESS, SFC_ADDRESS } from '../constants/contracts.js'
import type { CallLabels, TokenLabel } from './decodeCall.js'
import { collectCallReferences } from './decodeCall.js'

/** How long the contract and token lists read for labels are kept per API client (they change rarely). */
const LIST_TTL_MS = 60_000
/** How long a validator's name is kept per API client (docs/behaviour/signing.md#speed). */
const VALIDATOR_NAME_TTL_MS = 10 * 60_000
/** A name read that takes longer is given up (the call then names the validator by its id). */
const NAME_READ_TIMEOUT_MS = 2500

interface Lists {
  contracts: Record<string, string>
  tokens: Record<string, TokenLabel>
}

const lists = new WeakMap<ApiClient, { at: number; value: Promise<Lists> }>()
const validatorNames = new WeakMap<
  ApiClient,
  Map<string, { at: number; value: Promise<string | undefined> }>
>()

/** Resolves with `promise`, or rejects once `signal` aborts (a shared read is never aborted by one caller). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason)
    signal.addEventListener('abort', abort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

/**
 * A validator's name, read at most every ten minutes per client and shared by concurrent callers (a failed read is
 * not kept): names are static facts of the session (docs/behaviour/signing.md#speed).
 */
function cachedValidatorName(client: ApiClient, id: bigint): Promise<string | undefined> {
  let names = validatorNames.get(client)
  if (!names) {
    names = new Map()
    validatorNames.set(client, names)
  }
  const key = id.toString()
  const kept = names.get(key)
  if (kept && Date.now() - kept.at < VALIDATOR_NAME_TTL_MS) return kept.value
  const value = getStaker(client, { id, signal: AbortSignal.timeout(NAME_READ_TIMEOUT_MS) }).then(
    (staker) => staker?.stakerInfo?.name || undefined,
  )
  const map = names
  map.set(key, { at: Date.now(), value })
  value.catch(() => map.delete(key))
  return value
}

/** A read that may fail: a label is a nicety, never a reason to hold the confirmation back. */
async function optional<T>(read: () => Promise<T>, signal: AbortSignal | undefined): Promise<T | undefined> {
  try {
    return await read()
  } catch (error) {
    if (signal?.aborted) throw error
    return undefined
  }
}

async function readLists(client: ApiClient, signal: AbortSignal | undefined): Promise<Lists> {
  const [configuration, defiTokens, erc20Tokens] = await Promise.all([
    optional(() => getDefiConfiguration(client, { signal }), signal),
    optional(() => getDefiTokens(client, { signal }), signal),
    optional(() => getErc20TokenList(client, { signal }), signal),
  ])
  const contracts: Record<string, string> = {
    [SFC_ADDRESS.toLowerCase()]: 'SFC (staking)',
    [RAVE_NAMES_REGISTRY_ADDRESS.toLowerCase()]: 'Rave Names registry',
  }
  if (configuration) {
    contracts[configuration.uniswapRouter.toLowerCase()] = 'Uniswap router'
    contracts[configuration.uniswapCoreFactory.toLowerCase()] = 'Uniswap factory'
    contracts[configuration.fMintContract.toLowerCase()] = 'fMint'
    contracts[configuration.fMintRewardDistribution.toLowerCase()] = 'fMint rewards'
    contracts[configuration.stakeTokenizerContract.toLowerCase()] = 'sFTM stake tokenizer'
  }
  const tokens: Record<string, TokenLabel> = {}
  for (const { address, symbol, decimals } of [...(erc20Tokens ?? []), ...(defiTokens ?? [])])
    tokens[address.toLowerCase()] = { symbol, decimals }
  return { contracts, tokens }
}

/**
 * The contract and token lists of a client, read at most once a minute and shared by concurrent callers (a failed
 * read is not kept).
 */
function cachedLists(client: ApiClient, signal: AbortSignal | undefined): Promise<Lists> {
  const kept = lists.get(client)
  if (kept && Date.now() - kept.at < LIST_TTL_MS) return untilAborted(kept.value, signal)
  const value = readLists(client, AbortSignal.timeout(NAME_READ_TIMEOUT_MS))
  lists.set(client, { at: Date.now(), value })
  value.catch(() => lists.delete(client))
  return untilAborted(value, signal)
}

/**
 * Reads what names the parts of a call (docs/behaviour/signing.md#decoded-calls): the DeFi contracts and the tokens
 * the API lists, and the validators the call names. Whatever cannot be read stays unnamed.
 */
export async function readCallLabels(parameters: {
  client: ApiClient
  call: { readonly to: string | null; readonly data: string }
  signal?: AbortSignal | undefined
}): Promise<Required<Pick<CallLabels, 'contracts' | 'tokens' | 'validators'>>> {
  const { client, call, signal } = parameters
  const { validatorIds } = collectCallReferences(call)
  const [known, names] = await Promise.all([
    cachedLists(client, signal),
    Promise.all(
      validatorIds.map((id) => optional(() => untilAborted(cachedValidatorName(client, id), signal), signal)),
    ),
  ])
  const validators: Record<string, string> = {}
  validatorIds.forEach((id, i) => {
    const name = names[i]
    if (name) validators[id.toString()] = name
  })
  return { contracts: known.contracts, tokens: known.tokens, validators }
}
