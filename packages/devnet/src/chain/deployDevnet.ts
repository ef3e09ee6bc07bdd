import { getAddress } from 'ethers'
import { DEVNET_CHAIN_ID } from '../constants.js'
import { createAdminSigner } from './adminSigner.js'
import { getChainTime, setChainTime } from './chainClock.js'
import { type DefiHookResult, runDefiDeploy } from './defiHook.js'
import { readDeployment, writeDeployment } from './deploymentFile.js'
import { deployStakingContracts } from './deployStakingContracts.js'
import { createChainProvider } from './provider.js'
import { createRpcClient } from './rpcClient.js'
import { MIN_HISTORY_SECONDS, PHASE_A } from './seed/seedPlan.js'
import { seedStaking } from './seed/seedStaking.js'
import { createTxSender } from './txSender.js'
import type { DevnetDeployment } from './types.js'

export interface DeployDevnetParameters {
  rpcUrl: string
  /** Data dir holding admin.key and deployment.json (and anvil's chain-state.json). */
  dataDir: string
  /** Deploy and seed the DeFi layer too (default true). Chain-layer tests switch it off to stay fast. */
  defi?: boolean
  chainId?: number
}

/** Thrown when deployment.json exists but the chain does not hold its contracts (state lost or reset). */
export class DeploymentMismatchError extends Error {
  override name = 'DeploymentMismatchError'
  readonly code = 'DEVNET_DEPLOYMENT_MISMATCH'
}

/**
 * Deploys and seeds the devnet on a new chain and saves `<dataDir>/deployment.json`; on later starts (the file
 * exists) only checks the chain still has the SFC and returns the saved deployment.
 */
export async function deployDevnet(params: DeployDevnetParameters): Promise<DevnetDeployment> {
  const chainId = params.chainId ?? DEVNET_CHAIN_ID
  const provider = createChainProvider(params.rpcUrl, chainId)
  try {
    const saved = readDeployment(params.dataDir)
    if (saved) {
      if ((await provider.getCode(saved.contracts.sfc!)) === '0x') {
        throw new DeploymentMismatchError(
          `${params.dataDir}/deployment.json exists but the chain has no SFC: the chain state was lost; reset the data dir`,
        )
      }
      return saved
    }
    const adminWallet = await createAdminSigner(params.rpcUrl, params.dataDir, provider)
    const rpc = createRpcClient(params.rpcUrl)
    const admin = await createTxSender(rpc, adminWallet)
    const start = await getChainTime(provider)
    const end = Math.max(Math.floor(Date.now() / 1000), start + MIN_HISTORY_SECONDS)

    await setChainTime(provider, start + PHASE_A.contracts)
    const staking = await deployStakingContracts(provider, admin)
    let contracts: Record<string, string> = { ...staking }
    let defi: DefiHookResult | undefined
    if (params.defi !== false) {
      defi = await runDefiDeploy({ rpcUrl: params.rpcUrl, admin: adminWallet, contracts })
      contracts = { ...contracts, ...checksummed(defi.contracts) }
      await admin.resyncNonce()
    }
    const seeded = await seedStaking({
      provider,
      rpc,
      admin,
      contracts: staking,
      start,
      end,
      onHistoryWindow: defi ? (window) => defi.seed(window) : undefined,
    })
    if (defi) {
      // DeFi trades in the last hours too (24 h volumes, 15-minute charts)
      await defi.extend(Math.floor(Date.now() / 1000) - 30)
      await admin.resyncNonce()
    }
    await setChainTime(provider, Math.floor(Date.now() / 1000))
    await provider.send('evm_mine', [])
    contracts = { ...contracts, unsProxyReader: seeded.unstoppable.reader }

    const deployment: DevnetDeployment = {
      version: 1,
      chainId,
      admin: admin.address,
      deployedAt: Math.floor(Date.now() / 1000),
      historyStart: start,
      contracts,
      validators: seeded.validators,
      governanceContracts: [
        {
          address: staking.governance,
          name: 'SFC Governance',
          type: 'sfc',
          governable: staking.sfcGovernable,
          proposalFactory: staking.proposalFactory,
        },
      ],
      proposals: seeded.proposals,
      names: seeded.names,
      unstoppableDomains: seeded.unstoppable.domains,
      ...(defi ? { defi: defi.info } : {}),
    }
    writeDeployment(params.dataDir, deployment)
    return deployment
  } finally {
    provider.destroy()
  }
}

function checksummed(contracts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(contracts).map(([k, v]) => [k, getAddress(v)]))
}
