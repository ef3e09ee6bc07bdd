import { buildIncreaseAllowanceTx } from '../../contracts/erc20/buildIncreaseAllowanceTx.js'
import { buildMustDepositTx } from '../../contracts/fmint/buildMustDepositTx.js'
import { buildMustMintMaxTx } from '../../contracts/fmint/buildMustMintMaxTx.js'
import { buildMustMintTx } from '../../contracts/fmint/buildMustMintTx.js'
import { buildMustRepayMaxTx } from '../../contracts/fmint/buildMustRepayMaxTx.js'
import { buildMustRepayTx } from '../../contracts/fmint/buildMustRepayTx.js'
import { buildMustWithdrawTx } from '../../contracts/fmint/buildMustWithdrawTx.js'
import { buildMustRewardClaimTx } from '../../contracts/fmintRewards/buildMustRewardClaimTx.js'
import { buildMustRewardPushTx } from '../../contracts/fmintRewards/buildMustRewardPushTx.js'
import { computeAllowanceAmount, shouldUseMaxCall } from '../../fmint/amounts.js'
import { computeUnlockAmount } from '../../fmint/limits.js'
import { minBigInt } from '../../tokens/bigintMath.js'
import type { FlowDefinition } from '../engine/types.js'
import { type FlowContracts, resolveFlowContracts } from './contracts.js'
import { staticStep } from './step.js'

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

/** Lock collateral (Allow, Confirm): allowance Δ × 1.05 capped at the balance, then `mustDeposit`. */
export const fmintLockFlow: FlowDefinition<FMintLockParams> = {
  id: 'fmintLock',
  async plan({ token, amount, availableBalance, contracts }, dependencies) {
    const { fMint } = await resolveFlowContracts(['fMint'], contracts, dependencies)
    const allowance = computeAllowanceAmount({ amount, cap: availableBalance })
    const deposit = availableBalance === undefined ? amount : minBigInt(amount, availableBalance)
    return {
      steps: [
        staticStep('allow', 'Allow', buildIncreaseAllowanceTx({ token, spender: fMint, amount: allowance })),
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
export const fmintUnlockFlow: FlowDefinition<FMintUnlockParams> = {
  id: 'fmintUnlock',
  async plan({ token, amount, collateral, decimals, contracts }, dependencies) {
    const { fMint } = await resolveFlowContracts(['fMint'], contracts, dependencies)
    const allowance = computeAllowanceAmount({ amount, cap: collateral })
    const withdraw = computeUnlockAmount({ amount, collateral, decimals })
    return {
      steps: [
        staticStep('allow', 'Allow', buildIncreaseAllowanceTx({ token, spender: fMint, amount: allowance })),
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
export const fmintMintFlow: FlowDefinition<FMintMintParams> = {
  id: 'fmintMint',
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
export const fmintRepayFlow: FlowDefinition<FMintRepayParams> = {
  id: 'fmintRepay',
  async plan({ token, amount, max, isFusd, contracts }, dependencies) {
    const { fMint } = await resolveFlowContracts(['fMint'], contracts, dependencies)
    const allowance = computeAllowanceAmount({ amount, purpose: 'repay', isFusd })
    const useMax = max !== undefined && shouldUseMaxCall({ amount, max })
    const repay = useMax ? buildMustRepayMaxTx({ fMint, token }) : buildMustRepayTx({ fMint, token, amount })
    return {
      steps: [
        staticStep('allow', 'Allow', buildIncreaseAllowanceTx({ token, spender: fMint, amount: allowance })),
        staticStep('repay', 'Confirm', repay),
      ],
    }
  },
}

export interface FMintRewardsParams {
  contracts?: Partial<FlowContracts> | undefined
}

/** Claim fMint rewards (1 step): `mustRewardClaim`. */
export const fmintClaimRewardsFlow: FlowDefinition<FMintRewardsParams> = {
  id: 'fmintClaimRewards',
  async plan({ contracts }, dependencies) {
    const { rewardDistribution } = await resolveFlowContracts(['rewardDistribution'], contracts, dependencies)
    return { steps: [staticStep('claim', 'Claim Rewards', buildMustRewardClaimTx({ rewardDistribution }))] }
  },
}

/** Push fMint rewards to distribution (1 step): `mustRewardPush`. */
export const fmintPushRewardsFlow: FlowDefinition<FMintRewardsParams> = {
  id: 'fmintPushRewards',
  async plan({ contracts }, dependencies) {
    const { rewardDistribution } = await resolveFlowContracts(['rewardDistribution'], contracts, dependencies)
    return { steps: [staticStep('push', 'Push Rewards', buildMustRewardPushTx({ rewardDistribution }))] }
  },
}
