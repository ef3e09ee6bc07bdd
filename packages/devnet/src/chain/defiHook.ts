// The one place the chain layer calls the DeFi layer (src/chain/defi/, owned by the DeFi engineer).
import type { Wallet } from 'ethers'
import { loadArtifact } from './artifacts.js'
import { deployDefi } from './defi/deployDefi.js'
import { seedDefi } from './defi/seedDefi.js'

export interface DefiHookContext {
  rpcUrl: string
  admin: Wallet
  /** Contracts deployed so far (the DeFi layer needs `sftm`). */
  contracts: Record<string, string>
}

/** What the DeFi layer added: contracts to merge into the deployment, and everything else it returned. */
export interface DefiHookResult {
  contracts: Record<string, string>
  info: Record<string, unknown>
  /** Fills the given chain-time window with the DeFi history (trades, fMint actions, prices). */
  seed(window: { from: number; to: number }): Promise<Record<string, unknown>>
}

/** Deploys the DeFi contracts (WFTM, fUSD, fMint, Uniswap V2 …) through the DeFi layer's `deployDefi`. */
export async function runDefiDeploy(hook: DefiHookContext): Promise<DefiHookResult> {
  const ctx = {
    rpcUrl: hook.rpcUrl,
    admin: hook.admin,
    deployment: { contracts: { ...hook.contracts, sftm: hook.contracts.sftm! } },
    loadArtifact: (name: string) => loadArtifact(name),
  }
  const defi = await deployDefi(ctx)
  const { contracts, ...info } = defi
  return {
    contracts: { ...contracts },
    info,
    async seed(window) {
      const result = await seedDefi(ctx, defi, { from: window.from, to: window.to })
      return { history: { from: result.from, to: result.to, counts: result.counts }, traders: result.traders }
    },
  }
}
