import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Contract, type JsonRpcProvider, toQuantity, Wallet } from 'ethers'
import {
  type AnvilInstance,
  createChainProvider,
  type DevnetDeployment,
  deployDevnet,
  loadArtifact,
  startAnvil,
} from '../../src/chain/index.js'

export const FTM = 10n ** 18n

/** An ethers Contract whose ABI methods are callable without undefined checks (the ABI comes from an artifact). */
// biome-ignore lint/suspicious/noExplicitAny: methods come from the artifact's ABI at run time
export type LooseContract = Contract & Record<string, any>
export const DAY = 86_400

/** A started anvil with the staking/governance deployment (DeFi off) in a temp data dir. */
export interface ChainFixture {
  anvil: AnvilInstance
  dataDir: string
  deployment: DevnetDeployment
  provider: JsonRpcProvider
  /** A random key funded with `ftm` FTM (anvil_setBalance). */
  fundedWallet(ftm: bigint): Promise<Wallet>
  /** ethers Contract for an artifact at an address, connected to `runner` (or read-only). */
  contract(name: string, address: string, runner?: Wallet): LooseContract
  close(): Promise<void>
}

export async function startChainFixture(): Promise<ChainFixture> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ftm-devnet-chain-'))
  const anvil = await startAnvil({ dataDir, port: 0 })
  try {
    const deployment = await deployDevnet({ rpcUrl: anvil.rpcUrl, dataDir, defi: false })
    const provider = createChainProvider(anvil.rpcUrl)
    return {
      anvil,
      dataDir,
      deployment,
      provider,
      async fundedWallet(ftm) {
        const wallet = Wallet.createRandom(provider)
        await provider.send('anvil_setBalance', [wallet.address, toQuantity(ftm * FTM)])
        return wallet as unknown as Wallet
      },
      contract: (name, address, runner) =>
        new Contract(address, loadArtifact(name).abi, runner ?? provider) as LooseContract,
      async close() {
        provider.destroy()
        await anvil.stop()
        rmSync(dataDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await anvil.stop()
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
}

/** The revert reason of a failed call or send, as the node returned it. */
export async function revertReasonOf(action: Promise<unknown>): Promise<string> {
  try {
    await action
  } catch (error) {
    const e = error as { reason?: string | null; shortMessage?: string; message?: string }
    return e.reason ?? e.shortMessage ?? e.message ?? String(error)
  }
  throw new Error('expected the call to revert, it succeeded')
}
