import { getDefiConfiguration } from '../../api/defi/getDefiConfiguration.js'
import { getDefiTokens } from '../../api/defi/getDefiTokens.js'
import { computeDeadline } from '../../swap/computeDeadline.js'
import { getLatestBlockTime } from '../../tx/getLatestBlockTime.js'
import type { FlowContextDependencies } from '../engine/types.js'
import { FLOW_MESSAGES, FlowRuleError } from './FlowRuleError.js'

/** The DeFi contracts flows call. The API names them (defiConfiguration, defiTokens); params may pass them. */
export interface FlowContracts {
  router: string
  fMint: string
  rewardDistribution: string
  stakeTokenizer: string
  /** The wrapped FTM token (`canWrapFTM`). */
  wftm: string
  /** The staked FTM token (symbol SFTM). */
  sftm: string
}

const FROM_CONFIGURATION = ['router', 'fMint', 'rewardDistribution', 'stakeTokenizer'] as const

/**
 * The contracts a flow needs: those given in its params, the rest from the API (docs/chain-and-api.md#networks:
 * addresses come from `defiConfiguration`, WFTM is the token with `canWrapFTM`).
 */
export async function resolveFlowContracts<Name extends keyof FlowContracts>(
  names: readonly Name[],
  given: Partial<FlowContracts> | undefined,
  { client, signal }: Pick<FlowContextDependencies, 'client' | 'signal'>,
): Promise<Pick<FlowContracts, Name>> {
  const found: Partial<FlowContracts> = { ...given }
  const missing = names.filter((name) => !found[name])
  if (missing.some((name) => (FROM_CONFIGURATION as readonly string[]).includes(name))) {
    const config = await getDefiConfiguration(client, { signal })
    found.router ??= config.uniswapRouter
    found.fMint ??= config.fMintContract
    found.rewardDistribution ??= config.fMintRewardDistribution
    found.stakeTokenizer ??= config.stakeTokenizerContract
  }
  if (missing.includes('wftm' as Name) || missing.includes('sftm' as Name)) {
    const tokens = await getDefiTokens(client, { signal })
    found.wftm ??= tokens.find((token) => token.canWrapFTM)?.address
    found.sftm ??= tokens.find((token) => token.symbol.toUpperCase() === 'SFTM')?.address
  }
  for (const name of names) {
    if (!found[name]) {
      throw new FlowRuleError('FLOW_CONTRACT_NOT_FOUND', FLOW_MESSAGES.badParameters, {
        details: { contract: name },
      })
    }
  }
  return found as Pick<FlowContracts, Name>
}

/** A swap or liquidity deadline: the given one, or the latest block's time + 1200 s (never the local clock). */
export async function resolveDeadline(
  deadline: bigint | number | undefined,
  { client, signal }: Pick<FlowContextDependencies, 'client' | 'signal'>,
): Promise<bigint> {
  if (deadline !== undefined) return BigInt(deadline)
  return computeDeadline({ latestBlockTimestamp: await getLatestBlockTime(client, { signal }) })
}

/** Throws 'Bad parameters.' when a required parameter is missing. */
export function assertParams(ok: boolean, field: string): asserts ok {
  if (!ok) throw new FlowRuleError('FLOW_BAD_PARAMETERS', FLOW_MESSAGES.badParameters, { details: { field } })
}
