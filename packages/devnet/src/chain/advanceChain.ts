import { toQuantity } from 'ethers'
import { ADMIN_MIN_BALANCE, ensureBalance } from './adminSigner.js'
import { getChainTime } from './chainClock.js'
import { encodeCall } from './contractInterfaces.js'
import { SFC_REWARD_RESERVE } from './deployStakingContracts.js'
import { sendAsImpersonated } from './impersonation.js'
import { createChainProvider } from './provider.js'
import { createRpcClient } from './rpcClient.js'
import { readContract } from './seed/seedContext.js'
import type { DevnetDeployment } from './types.js'

export interface AdvanceChainParameters {
  rpcUrl: string
  deployment: Pick<DevnetDeployment, 'admin' | 'contracts' | 'chainId'>
  /** Seconds to move chain time forward (0 allowed). */
  seconds: number
  /** Epochs to seal after moving time (default 1). */
  epochs?: number
}

export interface AdvanceChainReturnType {
  /** Last sealed epoch after the call. */
  sealedEpoch: number
  /** Chain time (unix s) of the latest block. */
  timestamp: number
}

/** Thrown for an invalid advance request. */
export class AdvanceChainError extends Error {
  override name = 'AdvanceChainError'
  readonly code = 'DEVNET_ADVANCE_INVALID'
}

/**
 * Moves chain time forward by `seconds` and seals `epochs` epochs as the admin, so rewards accrue and
 * withdrawal periods (7 days AND 3 epochs) pass. Tops up the SFC's reward reserve when it runs low.
 */
export async function advanceChain(params: AdvanceChainParameters): Promise<AdvanceChainReturnType> {
  const epochs = params.epochs ?? 1
  if (!Number.isSafeInteger(params.seconds) || params.seconds < 0 || params.seconds > 10 * 365 * 86_400) {
    throw new AdvanceChainError('seconds must be a whole number from 0 to 10 years')
  }
  if (!Number.isSafeInteger(epochs) || epochs < 0 || epochs > 100) {
    throw new AdvanceChainError('epochs must be a whole number from 0 to 100')
  }
  const provider = createChainProvider(params.rpcUrl, params.deployment.chainId)
  const rpc = createRpcClient(params.rpcUrl)
  try {
    const sfc = params.deployment.contracts.sfc!
    const admin = params.deployment.admin
    if (params.seconds > 0) await provider.send('evm_increaseTime', [params.seconds])
    if (epochs === 0) await provider.send('evm_mine', [])
    await ensureBalance(provider, admin, ADMIN_MIN_BALANCE, ADMIN_MIN_BALANCE * 10n)
    await topUpRewardReserve(provider, sfc)
    for (let i = 0; i < epochs; i++) {
      await sendAsImpersonated(rpc, admin, {
        to: sfc,
        data: encodeCall('SFC', 'advanceEpoch'),
        label: 'SFC.advanceEpoch',
      })
    }
    const [sealed] = await readContract(provider, 'SFC', sfc, 'currentSealedEpoch')
    return { sealedEpoch: Number(sealed), timestamp: await getChainTime(provider) }
  } finally {
    provider.destroy()
  }
}

async function topUpRewardReserve(
  provider: ReturnType<typeof createChainProvider>,
  sfc: string,
): Promise<void> {
  const [staked] = await readContract(provider, 'SFC', sfc, 'totalStake')
  const balance = await provider.getBalance(sfc)
  const reserve = balance - (staked as bigint)
  if (reserve < SFC_REWARD_RESERVE / 5n) {
    await provider.send('anvil_setBalance', [sfc, toQuantity(balance + SFC_REWARD_RESERVE)])
  }
}
