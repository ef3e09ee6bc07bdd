import type { ApiClient } from '../createApiClient.js'
import { getDefiConfiguration } from '../defi/getDefiConfiguration.js'
import { getDefiTokens } from '../defi/getDefiTokens.js'
import type { QueryParameters } from '../query.js'
import { getErc20TokenAllowance } from './getErc20TokenAllowance.js'

/** A contract the wallet knows that may spend an account's tokens. */
export interface KnownSpender {
  readonly address: string
  readonly name: string
}

/** One allowance an account gave: `token.allowance(owner, spender)`, above 0. */
export interface TokenAllowance {
  readonly token: string
  readonly symbol: string
  readonly decimals: number
  readonly spender: string
  readonly spenderName: string
  /** Base units. */
  readonly allowance: bigint
  /** 2^255 or more: an "unlimited" approval. */
  readonly unlimited: boolean
}

export interface GetAccountAllowancesParameters extends QueryParameters {
  owner: string
  /** The spenders to ask about; default: the DeFi contracts the wallet uses (router, fMint, stake tokenizer). */
  spenders?: readonly KnownSpender[] | undefined
  /** The tokens to ask about; default: the API's DeFi tokens. */
  tokens?: readonly { address: string; symbol: string; decimals: number }[] | undefined
}

const UNLIMITED = 2n ** 255n

/** The spenders the wallet's own flows approve (docs/behaviour/approvals.md#spenders), from the DeFi configuration. */
export async function getKnownSpenders(
  client: ApiClient,
  parameters: QueryParameters = {},
): Promise<KnownSpender[]> {
  const config = await getDefiConfiguration(client, parameters)
  return [
    { address: config.uniswapRouter, name: 'Swap router' },
    { address: config.fMintContract, name: 'fMint' },
    { address: config.stakeTokenizerContract, name: 'sFTM stake tokenizer' },
  ].filter((spender) => !/^0x0{40}$/i.test(spender.address))
}

/**
 * The account's ERC-20 allowances above 0 towards the spenders the wallet knows (docs/behaviour/approvals.md#list):
 * every token × spender pair is asked (`allowance(owner, spender)`), by token then spender.
 */
export async function getAccountAllowances(
  client: ApiClient,
  parameters: GetAccountAllowancesParameters,
): Promise<TokenAllowance[]> {
  const { owner, signal } = parameters
  const [spenders, tokens] = await Promise.all([
    parameters.spenders ?? getKnownSpenders(client, { signal }),
    parameters.tokens ??
      getDefiTokens(client, { signal }).then((list) => list.filter((t) => !/^0x0{40}$/i.test(t.address))),
  ])
  const pairs = tokens.flatMap((token) => spenders.map((spender) => ({ token, spender })))
  const answers = await Promise.all(
    pairs.map(({ token, spender }) =>
      getErc20TokenAllowance(client, { token: token.address, owner, spender: spender.address, signal }),
    ),
  )
  return pairs.flatMap(({ token, spender }, i) => {
    const allowance = answers[i] ?? 0n
    if (allowance === 0n) return []
    return [
      {
        token: token.address,
        symbol: token.symbol,
        decimals: token.decimals,
        spender: spender.address,
        spenderName: spender.name,
        allowance,
        unlimited: allowance >= UNLIMITED,
      },
    ]
  })
}
