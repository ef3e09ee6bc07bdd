import { canMintSftm, getDefiConfiguration } from '@ftm-wallet/sdk'
import { mintSftmFlow } from '@ftm-wallet/sdk/machines'
import { loadCliConfig, mintSftmEnabled } from '../../connections/config.js'
import { openWallet } from '../../connections/wallet.js'
import { CliError } from '../../errors/CliError.js'
import type { CommandContext } from '../../invocation/action.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { loadDelegation, readValidatorId } from './validatorLookup.js'

/**
 * `ftm stake mint-sftm`: mints sFTM against a locked delegation, when the network's mintSFTM feature flag is on
 * (docs/behaviour/sftm.md#feature-flag: `ftm settings set mint-sftm true|false`; on by default on the devnet only).
 */
export async function run(context: CommandContext<{ validator?: string }>): Promise<void> {
  const wallet = await openWallet()
  const cliConfig = await loadCliConfig(wallet.storage)
  const network = context.globals.network ?? cliConfig.network ?? 'devnet'
  const enabled = mintSftmEnabled(cliConfig, network)
  if (!enabled) {
    throw new CliError(
      'SFTM_MINT_DISABLED',
      `Minting sFTM is off on ${network} (the mintSFTM feature flag): turn it on with \`ftm settings set mint-sftm true --network ${network}\``,
    )
  }
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const id = await readValidatorId(context, client)
  const [delegation, config] = await Promise.all([
    loadDelegation(client, flow.account.address, id),
    getDefiConfiguration(client),
  ])
  if (!canMintSftm({ delegation, mintSftmEnabled: enabled })) {
    throw new CliError(
      'CANNOT_MINT_SFTM',
      `sFTM can be minted against a locked delegation only (lock it first: ftm stake lock --validator ${id} --days N)`,
    )
  }
  const tokenizer = config.stakeTokenizerContract
  await runFlow(flow, {
    title: `Mint sFTM against the locked delegation to validator ${id}`,
    definition: mintSftmFlow,
    params: { validatorId: id, contracts: { stakeTokenizer: tokenizer } },
    facts: undefined,
    result: { validator: id },
  })
}
