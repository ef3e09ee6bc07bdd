import { getAddress, isAddress } from 'ethers'
import { ADMIN_MIN_BALANCE, ensureBalance } from './adminSigner.js'
import { sendAsImpersonated } from './impersonation.js'
import { createChainProvider } from './provider.js'
import { createRpcClient } from './rpcClient.js'
import type { DevnetDeployment } from './types.js'

export interface FundAddressParameters {
  rpcUrl: string
  deployment: Pick<DevnetDeployment, 'admin' | 'chainId'>
  address: string
  /** Wei. */
  amount: bigint
}

export interface FundAddressReturnType {
  txHash: string
  /** Balance of `address` after the transfer, wei. */
  balance: bigint
}

/** Thrown for an invalid faucet request. */
export class FundAddressError extends Error {
  override name = 'FundAddressError'
  readonly code = 'DEVNET_FAUCET_INVALID'
}

/** At most this much per faucet call. */
export const FAUCET_MAX_AMOUNT = 1_000_000n * 10n ** 18n

/**
 * Faucet: a real transfer from the admin (so it shows in the address's history), topping the admin up with
 * anvil_setBalance when needed.
 */
export async function fundAddress(params: FundAddressParameters): Promise<FundAddressReturnType> {
  if (!isAddress(params.address)) throw new FundAddressError('address is not a valid address')
  if (params.amount <= 0n || params.amount > FAUCET_MAX_AMOUNT) {
    throw new FundAddressError('amount must be more than 0 and at most 1,000,000 FTM')
  }
  const to = getAddress(params.address)
  const provider = createChainProvider(params.rpcUrl, params.deployment.chainId)
  try {
    const admin = params.deployment.admin
    await ensureBalance(provider, admin, ADMIN_MIN_BALANCE + params.amount, ADMIN_MIN_BALANCE * 10n)
    const receipt = await sendAsImpersonated(createRpcClient(params.rpcUrl), admin, {
      to,
      value: params.amount,
      label: 'faucet',
    })
    return { txHash: receipt.hash, balance: await provider.getBalance(to) }
  } finally {
    provider.destroy()
  }
}
