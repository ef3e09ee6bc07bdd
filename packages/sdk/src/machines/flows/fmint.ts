import { buildIncreaseAllowanceTx } from '../../contracts/erc20/buildIncreaseAllowanceTx.js'
import { buildMustDepositTx } from '../../contracts/fmint/buildMustDepositTx.js'
import { buildMustMintMaxTx } from '../../contracts/fmint/buildMustMintMaxTx.js'
import { buildMustMintTx } from '../../contracts/fmint/buildMustMintTx.js'
import { buildMustRepayMaxTx } from '../../contracts/fmint/buildMustRepayMaxTx.js'
import { buildMustRepayTx } from '../../contracts/fmint/buildMustRepayTx.js'
import { buildMustWithdrawTx } from '../../contracts/fmint/buildMustWithdrawTx.js'
import { buildMustRewardClaimTx } from '../../contracts/fmintRewards/buildMustRewardClaimTx.js'
import { buildMustRewardPushTx } from '../../contracts/fmintRewards/buildMustRewardPushTx.js'
import {
  canClaimFMintRewards,
  canPushFMintRewards,
  computeAllowanceAmount,
  shouldUseMaxCall,
} from '../../fmint/amounts.js'
import { computeUnlockAmount } from '../../fmint/limits.js'
import { computeDisplayDecimals } from '../../format/computeDisplayDecimals.js'
import { formatAmount } from '../../format/formatAmount.js'
import { minBigInt } from '../../tokens/bigintMath.js'
import type { FlowCheck, FlowDefinition } from '../engine/types.js'
import { passes, refuses } from './check.js'
import { type FlowContracts, resolveFlowContracts } from './contracts.js'
import { FLOW_MESSAGES, FlowRuleError } from './FlowRuleError.js'
import { allowStep, staticStep } from './step.js'

/** What an fMint amount may reach, with the token to word the message. */
export interface FMintAmountFacts {
  /** The most the action allows (computeMaxMint, computeMaxRepay, computeMaxUnlock, the balance to lock). */
  max: bigint
  /** The token; with its price (DefiToken's price / 10^priceDecimals) the message uses its display decimals. */
  token: { symbol: string; decimals: number; price?: bigint | undefined; priceDecimals?: number | undefined }
  /**
   * The user's decimal points, when the message should use them instead of the token's display decimals (the CLI
   * writes every amount with its setting; docs/behaviour/tokens-and-assets.md#number-formatting).
   */
  fractionDigits?: number | undefined
}

/** 'You can {verb} max {n} {symbol}…' above the maximum (the web's sliders stop there; typed amounts may not). */
function checkMax(
  amount: bigint,
  { max, token, fractionDigits }: FMintAmountFacts,
  message: (amount: string) => string,
): FlowCheck {
  if (amount <= max) return passes()
  // docs/behaviour/tokens-and-assets.md#display-decimals: the token's display decimals by price (6 when unknown),
  // unless the facts carry the user's decimal points.
  const price = token.price === undefined ? 0 : Number(token.price) / 10 ** (token.priceDecimals ?? 0)
  const maxDecimals = fractionDigits ?? computeDisplayDecimals(price)
  const text = message(`${formatAmount(max, { decimals: token.decimals, maxDecimals })} ${token.symbol}`)
  return refuses(new FlowRuleError('FLOW_AMOUNT_TOO_HIGH', text, { details: { max } }), 'amount')
}

interface FMintCommon {
  /** The collateral or synth token. */
  token: string
  /** Base units of the change (Δ). */
  amount: bigint
  contracts?: Partial<FlowContracts> | undefined
}

export interface FMintLockParams extends FMintCommon {
  /** The token's available balance: caps the allowance and the deposit. */
  availableBalance?: bigint | undefined
}

/**
 * Lock collateral (Allow, Confirm): allowance Δ × 1.05 capped at the balance, then `mustDeposit`. Check: at most
 * the available balance (`max`).
 */
export const fmintLockFlow: FlowDefinition<FMintLockParams, FMintAmountFacts> = {
  id: 'fmintLock',
  check: ({ amount }, facts) => checkMax(amount, facts, FLOW_MESSAGES.lockMax),
  async plan({ token, amount, availableBalance, contracts }, dependencies) {
    const { fMint } = await resolveFlowContracts(['fMint'], contracts, dependencies)
    const allowance = computeAllowanceAmount({ amount, cap: availableBalance })
    const deposit = availableBalance === undefined ? amount : minBigInt(amount, availableBalance)
    return {
      steps: [
        allowStep(
          'allow',
          'Allow',
          buildIncreaseAllowanceTx({ token, spender: fMint, amount: allowance }),
          deposit,
        ),
        staticStep('deposit', 'Confirm', buildMustDepositTx({ fMint, token, amount: deposit })),
      ],
    }
  },
}

export interface FMintUnlockParams extends FMintCommon {
  /** The locked collateral: caps the allowance; the whole of it is withdrawn when less than 1e-6 would stay. */
  collateral: bigint
  decimals?: number | undefined
}

/**
 * Unlock collateral (Allow, Confirm, Finished: docs/behaviour/fmint.md#collateral): the allowance step is still
 * issued, as the spec's stages say (the original's quirk, docs/decisions.md#allowances), then `mustWithdraw`.
 */
export const fmintUnlockFlow: FlowDefinition<FMintUnlockParams, FMintAmountFacts> = {
  id: 'fmintUnlock',
  /** At most computeMaxUnlock (the collateral ratio stays at its minimum or above). */
  check: ({ amount }, facts) => checkMax(amount, facts, FLOW_MESSAGES.unlockMax),
  async plan({ token, amount, collateral, decimals, contracts }, dependencies) {
    const { fMint } = await resolveFlowContracts(['fMint'], contracts, dependencies)
    const allowance = computeAllowanceAmount({ amount, cap: collateral })
    const withdraw = computeUnlockAmount({ amount, collateral, decimals })
    return {
      steps: [
        // mustWithdraw takes nothing from the account: the whole allowance is more than it needs.
        allowStep(
          'allow',
          'Allow',
          buildIncreaseAllowanceTx({ token, spender: fMint, amount: allowance }),
          0n,
        ),
        staticStep('withdraw', 'Confirm', buildMustWithdrawTx({ fMint, token, amount: withdraw })),
      ],
    }
  },
}

export interface FMintMintParams extends FMintCommon {
  /** The slider's maximum: above 99.5 % of it `mustMintMax` replaces `mustMint`. */
  max?: bigint | undefined
}

/** Mint a synth (1 step): `mustMint(Δ)`, or `mustMintMax(token, 30000)` when Δ > 0.995 × max. */
export const fmintMintFlow: FlowDefinition<FMintMintParams, FMintAmountFacts> = {
  id: 'fmintMint',
  /** At most computeMaxMint. */
  check: ({ amount }, facts) => checkMax(amount, facts, FLOW_MESSAGES.mintMax),
  async plan({ token, amount, max, contracts }, dependencies) {
    const { fMint } = await resolveFlowContracts(['fMint'], contracts, dependencies)
    const useMax = max !== undefined && shouldUseMaxCall({ amount, max })
    const call = useMax ? buildMustMintMaxTx({ fMint, token }) : buildMustMintTx({ fMint, token, amount })
    return { steps: [staticStep('mint', 'Confirm', call)] }
  },
}

export interface FMintRepayParams extends FMintMintParams {
  /** The token is FUSD: the allowance gets another 0.5 %. */
  isFusd?: boolean | undefined
}

/** Repay (Allow, Confirm): allowance Δ × 1.051 (+0.5 % for FUSD), then `mustRepay` or `mustRepayMax` above 99.5 %. */
export const fmintRepayFlow: FlowDefinition<FMintRepayParams, FMintAmountFacts> = {
  id: 'fmintRepay',
  /** At most computeMaxRepay (the debt, or the balance when smaller). */
  check: ({ amount }, facts) => checkMax(amount, facts, FLOW_MESSAGES.repayMax),
  async plan({ token, amount, max, isFusd, contracts }, dependencies) {
    const { fMint } = await resolveFlowContracts(['fMint'], contracts, dependencies)
    const allowance = computeAllowanceAmount({ amount, purpose: 'repay', isFusd })
    const useMax = max !== undefined && shouldUseMaxCall({ amount, max })
    const repay = useMax ? buildMustRepayMaxTx({ fMint, token }) : buildMustRepayTx({ fMint, token, amount })
    return {
      steps: [
        allowStep(
          'allow',
          'Allow',
          buildIncreaseAllowanceTx({ token, spender: fMint, amount: allowance }),
          useMax && max !== undefined ? max : amount,
        ),
        staticStep('repay', 'Confirm', repay),
      ],
    }
  },
}

export interface FMintRewardsParams {
  contracts?: Partial<FlowContracts> | undefined
}

export interface FMintRewardsFacts {
  /** The account's rewards (getFMintAccountRewards). */
  rewards: {
    canClaimRewards: boolean
    canPushNewRewards: boolean
    rewardsEarned: bigint
    rewardsStashed: bigint
  }
}

/** Claim fMint rewards (1 step): `mustRewardClaim`. Check: rewards to claim (canClaimFMintRewards). */
export const fmintClaimRewardsFlow: FlowDefinition<FMintRewardsParams, FMintRewardsFacts> = {
  id: 'fmintClaimRewards',
  check: (_params, { rewards }) =>
    refuses(
      canClaimFMintRewards(rewards)
        ? undefined
        : new FlowRuleError('FLOW_NOTHING_TO_CLAIM', FLOW_MESSAGES.noFMintRewards),
    ),
  async plan({ contracts }, dependencies) {
    const { rewardDistribution } = await resolveFlowContracts(['rewardDistribution'], contracts, dependencies)
    return { steps: [staticStep('claim', 'Claim Rewards', buildMustRewardClaimTx({ rewardDistribution }))] }
  },
}

/** Push fMint rewards to distribution (1 step): `mustRewardPush`. Check: the distribution takes them now. */
export const fmintPushRewardsFlow: FlowDefinition<FMintRewardsParams, FMintRewardsFacts> = {
  id: 'fmintPushRewards',
  check: (_params, { rewards }) =>
    refuses(
      canPushFMintRewards(rewards)
        ? undefined
        : new FlowRuleError('FLOW_CANNOT_PUSH', FLOW_MESSAGES.cannotPushFMintRewards),
    ),
  async plan({ contracts }, dependencies) {
    const { rewardDistribution } = await resolveFlowContracts(['rewardDistribution'], contracts, dependencies)
    return { steps: [staticStep('push', 'Push Rewards', buildMustRewardPushTx({ rewardDistribution }))] }
  },
}
