import {
  type ApiClient,
  type DefiConfiguration,
  type DefiToken,
  type FMintAccount,
  type FMintAccountRewards,
  type FMintRatios,
  getDefiConfiguration,
  getFMintAccount,
  getFMintAccountRewards,
  parseFMintConfig,
} from '@ftm-wallet/sdk'
import { CliError } from '../../errors/CliError.js'
import { readAmountArg } from '../../input/amounts.js'
import { loadDefiTokens } from '../../input/tokens.js'
import type { CommandContext } from '../../invocation/action.js'

/** What every fMint command reads first: configuration, ratios, the token registry (with balances), the account. */
export interface FMintState {
  config: DefiConfiguration
  ratios: FMintRatios
  tokens: DefiToken[]
  account: FMintAccount
}

export async function loadFMintState(client: ApiClient, owner: string): Promise<FMintState> {
  const [config, tokens, account] = await Promise.all([
    getDefiConfiguration(client),
    loadDefiTokens(client, owner),
    getFMintAccount(client, { owner }),
  ])
  return { config, ratios: parseFMintConfig(config), tokens, account }
}

/** What the rewards commands (claim, push) read: the reward distribution contract and the account's rewards. */
export async function loadFMintRewards(
  client: ApiClient,
  owner: string,
): Promise<{ rewardDistribution: string; rewards: FMintAccountRewards }> {
  const [config, rewards] = await Promise.all([
    getDefiConfiguration(client),
    getFMintAccountRewards(client, { owner }),
  ])
  return { rewardDistribution: config.fMintRewardDistribution, rewards }
}

/** The registry token named by --token (default `fallback`) that has the flag the action needs. */
export function pickToken(
  tokens: DefiToken[],
  ref: string | undefined,
  fallback: string,
  allowed: (t: DefiToken) => boolean,
  what: string,
): DefiToken {
  const wanted = (ref ?? fallback).trim().toLowerCase()
  const token = tokens.find((t) => t.symbol.toLowerCase() === wanted || t.address.toLowerCase() === wanted)
  if (!token || !allowed(token)) {
    const names = tokens.filter(allowed).map((t) => t.symbol)
    throw new CliError('BAD_TOKEN', `--token '${ref ?? fallback}' is not ${what}: use ${names.join(' or ')}`)
  }
  return token
}

/** --amount in the token's decimals (asked for at a terminal). */
export async function readAmount(
  context: CommandContext<{ amount?: string }>,
  token: DefiToken,
): Promise<bigint> {
  return (
    await readAmountArg(context, context.options.amount, {
      message: `Amount (${token.symbol})`,
      decimals: token.decimals,
    })
  ).amount
}

/** The account's position in one token ('COLLATERAL' or 'DEBT'), 0 when none. */
export function positionOf(account: FMintAccount, kind: 'collateral' | 'debt', token: string): bigint {
  return account[kind].find((p) => p.tokenAddress.toLowerCase() === token.toLowerCase())?.balance ?? 0n
}
