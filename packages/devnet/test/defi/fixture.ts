import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  type BaseContractMethod,
  Contract,
  type ContractRunner,
  type ContractTransactionResponse,
  hexlify,
  type Interface,
  type InterfaceAbi,
  JsonRpcProvider,
  Network,
  parseEther,
  randomBytes,
  type TransactionReceipt,
  type TransactionRequest,
  toBeHex,
  Wallet,
} from 'ethers'
import { type AnvilInstance, startAnvil } from '../../src/chain/anvil.js'
import { loadArtifact as loadChainArtifact } from '../../src/chain/artifacts.js'
import { deployData, ERC20_ABI } from '../../src/chain/defi/abi.js'
import type { DefiArtifact, DefiContext } from '../../src/chain/defi/types.js'
import { createRpcClient } from '../../src/chain/rpcClient.js'
import { createTxSender } from '../../src/chain/txSender.js'

/** An ethers Contract whose listed methods are typed as present (the index signature would make them optional). */
export type TypedContract<K extends string> = Contract & Record<K, BaseContractMethod>

export function contractAt<K extends string>(
  address: string,
  abi: Interface | InterfaceAbi,
  runner: ContractRunner,
) {
  return new Contract(address, abi, runner) as TypedContract<K>
}

/**
 * A Wallet whose gas estimates get the local chain's buffer (×1.5 + 50,000, toolchain notes): on anvil the gas a
 * call uses can depend on the block's second (fMint reward bookkeeping, Uniswap price accumulators), so a bare
 * estimate made one second earlier is sometimes short.
 */
export class BufferedWallet extends Wallet {
  override async estimateGas(tx: TransactionRequest): Promise<bigint> {
    return ((await super.estimateGas(tx)) * 3n) / 2n + 50_000n
  }
}

/** Waits for a sent contract call and returns its receipt (status 1; a revert throws). */
export async function mined(pending: Promise<unknown>): Promise<TransactionReceipt> {
  const receipt = await ((await pending) as ContractTransactionResponse).wait()
  if (!receipt) throw new Error('transaction was not mined')
  return receipt
}

/** Reads a committed artifact of packages/devnet/artifacts (the chain layer's loader). */
export function loadArtifact(name: string): DefiArtifact {
  return loadChainArtifact(name)
}

export interface DefiFixture {
  anvil: AnvilInstance
  provider: JsonRpcProvider
  admin: Wallet
  ctx: DefiContext
  /** Gives `to` some FTM through anvil (test accounts only; never a known key). */
  fund(to: string, ftm: string): Promise<void>
  /** Mints stand-in sFTM (whole tokens) to `to`. */
  mintSftm(to: string, amount: string): Promise<void>
  /** A fresh random account with FTM, connected to the provider. */
  newAccount(ftm?: string): Promise<Wallet>
  stop(): Promise<void>
}

/**
 * Anvil whose genesis is `daysAgo` days in the past, a random admin with 2,000,000 FTM, and a stand-in sFTM
 * (until the chain layer deploys the stake tokenizer, the admin can mint it) with 100,000 sFTM for the admin.
 */
export async function createDefiFixture(daysAgo = 40, adminSftm = '100000'): Promise<DefiFixture> {
  const dataDir = mkdtempSync(join(tmpdir(), 'devnet-defi-'))
  const anvil = await startAnvil({
    dataDir,
    genesisTimestamp: Math.floor(Date.now() / 1000) - daysAgo * 86_400,
  })
  const provider = new JsonRpcProvider(anvil.rpcUrl, Network.from(4003), {
    staticNetwork: true,
    cacheTimeout: -1,
  })
  const fund = async (to: string, ftm: string) => {
    const current = await provider.getBalance(to)
    await provider.send('anvil_setBalance', [to, toBeHex(current + parseEther(ftm))])
  }
  const admin = new BufferedWallet(hexlify(randomBytes(32)), provider)
  await fund(admin.address, '2000000')
  const rpc = createRpcClient(anvil.rpcUrl)
  const deployer = await createTxSender(rpc, admin)
  const sftm = await deployer.submitDeploy(
    deployData(loadArtifact('MintableToken'), ['Staked FTM', 'sFTM', 18]),
    'sFTM',
  )
  await deployer.flush()
  const mintSftm = async (to: string, amount: string) => {
    // a new sender each time: deployDefi and seedDefi send with the same key in between
    const sender = await createTxSender(rpc, admin)
    await sender.submit({
      to: sftm,
      data: ERC20_ABI.encodeFunctionData('mint', [to, parseEther(amount)]),
      label: 'mint sFTM',
    })
    await sender.flush()
  }
  if (adminSftm !== '0') await mintSftm(admin.address, adminSftm)
  const ctx: DefiContext = {
    rpcUrl: anvil.rpcUrl,
    admin,
    deployment: { contracts: { sftm } },
    loadArtifact,
  }
  return {
    anvil,
    provider,
    admin,
    ctx,
    fund,
    mintSftm,
    async newAccount(ftm = '1000') {
      const wallet = new BufferedWallet(hexlify(randomBytes(32)), provider)
      await fund(wallet.address, ftm)
      return wallet
    },
    async stop() {
      provider.destroy()
      await anvil.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
