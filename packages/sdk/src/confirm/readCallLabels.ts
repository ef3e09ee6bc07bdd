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

interface Lists {
  contracts: Record<string, string>
  tokens: Record<string, TokenLabel>
}

const lists = new WeakMap<ApiClient, { at: number; value: Promise<Lists> }>()

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

/** The contract and token lists of a client, read at most once a minute (a failed read is not kept). */
function cachedLists(client: ApiClient, signal: AbortSignal | undefined): Promise<Lists> {
  const kept = lists.get(client)
  if (kept && Date.now() - kept.at < LIST_TTL_MS) return kept.value
  const value = readLists(client, signal)
  lists.set(client, { at: Date.now(), value })
  value.catch(() => lists.delete(client))
  return value
}

/**
 * Reads what names the parts of a call (docs/behaviour/signing.md#decoded-calls): the DeFi contracts and the tokens
 * the API lists, and the validators the call names. Whatever cannot be read stays unnamed.
 */
export async function readCallLabels(parameters: {
  client: ApiClient
  call: { readonly to: string; readonly data: string }
  signal?: AbortSignal | undefined
}): Promise<Required<Pick<CallLabels, 'contracts' | 'tokens' | 'validators'>>> {
  const { client, call, signal } = parameters
  const { validatorIds } = collectCallReferences(call)
  const [known, stakers] = await Promise.all([
    cachedLists(client, signal),
    Promise.all(validatorIds.map((id) => optional(() => getStaker(client, { id, signal }), signal))),
  ])
  const validators: Record<string, string> = {}
  validatorIds.forEach((id, i) => {
    const name = stakers[i]?.stakerInfo?.name
    if (name) validators[id.toString()] = name
  })
  return { contracts: known.contracts, tokens: known.tokens, validators }
}
