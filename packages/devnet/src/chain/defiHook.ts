// The one place the chain layer calls the DeFi layer (src/chain/defi/, owned by the DeFi engineer).
import type { Wallet } from 'ethers'
import { loadArtifact } from './artifacts.js'
import { type DefiContext, deployDefi } from './defi/index.js'
import { seedDefi } from './seed/seedDefi.js'
import type { DefiDeploymentInfo } from './types.js'

export interface DefiHookContext {
  rpcUrl: string
  admin: Wallet
  /** Contracts deployed so far (the DeFi layer needs `sftm`). */
  contracts: Record<string, string>
}

/** What the DeFi layer added: contracts to merge into the deployment, tokens and pairs, and its seed. */
export interface DefiHookResult {
  contracts: Record<string, string>
  info: DefiDeploymentInfo
  /** Fills the given chain-time window with the DeFi history (trades, fMint actions, prices). */
  seed(window: { from: number; to: number }): Promise<void>
  /** After `seed`: more trading from the latest block up to `to` (the last hours before now). */
  extend(to: number): Promise<void>
}

/** Deploys the DeFi contracts (WFTM, fUSD, fMint, Uniswap V2 …) through the DeFi layer's `deployDefi`. */
export async function runDefiDeploy(hook: DefiHookContext): Promise<DefiHookResult> {
  const ctx: DefiContext = {
    rpcUrl: hook.rpcUrl,
    admin: hook.admin,
    deployment: { contracts: { ...hook.contracts } },
    loadArtifact: (name: string) => loadArtifact(name),
  }
  const defi = await deployDefi(ctx)
  const info: DefiDeploymentInfo = { tokens: defi.tokens, pairs: defi.pairs }
  let seeded: Awaited<ReturnType<typeof seedDefi>> | undefined
  return {
    contracts: { ...defi.contracts },
    info,
    async seed(window) {
      const result = await seedDefi(ctx, defi, { from: window.from, to: window.to })
      seeded = result
      info.history = { from: result.from, to: result.to, counts: result.counts }
      info.traders = result.traders
    },
    async extend(to) {
      if (!seeded || !info.history) return
      const more = await seeded.extend({ to })
      const counts = info.history.counts
      for (const key of Object.keys(counts) as Array<keyof typeof counts>) counts[key] += more[key]
      info.history.to = to
    },
  }
}
