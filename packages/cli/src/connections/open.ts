import type { ApiClient } from '@ftm-wallet/sdk'
import type { NodeWallet } from '@ftm-wallet/sdk/node'
import type { CommandContext } from '../invocation/action.js'
import { createCliApiClient } from './api.js'
import { type CliConfig, loadCliConfig } from './config.js'
import { resolveNetworkContracts } from './devnetContracts.js'
import { type ResolvedNetwork, resolveNetwork } from './network.js'
import { openWallet } from './wallet.js'

/** Everything most commands need: the wallet files, the CLI config, the network and its API client. */
export interface Session {
  wallet: NodeWallet
  config: CliConfig
  network: ResolvedNetwork
  client: ApiClient
}

export async function openSession(
  context: Pick<CommandContext, 'globals'> & { output?: Pick<CommandContext['output'], 'warn'> },
): Promise<Session> {
  const wallet = await openWallet()
  const config = await loadCliConfig(wallet.storage)
  const network = resolveNetwork(context.globals, config)
  const warn = context.output ? (line: string) => context.output?.warn(line) : undefined
  const contracts = await resolveNetworkContracts(network)
  return { wallet, config, network, client: createCliApiClient(network, warn, contracts) }
}

/**
 * openSession for commands whose queries read none of the network's own contracts (balance, price): the devnet's
 * deployment is still read and kept (resolveNetworkContracts), but beside the command's request rather than before
 * it, which saves a round trip (docs/architecture.md#cli-bundles). `contractsKept` settles once that is done; it never
 * rejects.
 */
export async function openContractFreeSession(
  context: Pick<CommandContext, 'globals'> & { output?: Pick<CommandContext['output'], 'warn'> },
): Promise<Session & { contractsKept: Promise<unknown> }> {
  const wallet = await openWallet()
  const config = await loadCliConfig(wallet.storage)
  const network = resolveNetwork(context.globals, config)
  const warn = context.output ? (line: string) => context.output?.warn(line) : undefined
  const contractsKept = resolveNetworkContracts(network).catch(() => undefined)
  return { wallet, config, network, client: createCliApiClient(network, warn), contractsKept }
}
