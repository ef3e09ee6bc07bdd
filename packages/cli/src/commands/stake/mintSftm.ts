import { canMintSftm, getDefiConfiguration } from '@ftm-wallet/sdk'
import { mintSftmFlow } from '@ftm-wallet/sdk/machines'
import { CliError } from '../../errors/CliError.js'
import type { CommandContext } from '../../invocation/action.js'
import { openFlowContext } from '../../tx/openFlowContext.js'
import { runFlow } from '../../tx/runFlow.js'
import { loadDelegation, readValidatorId } from './validatorLookup.js'

/**
 * `ftm stake mint-sftm`: mints sFTM against a locked delegation. The web wallet hides this behind a feature
 * flag (off by default); on the command line the user asks for it explicitly, so the flag is on.
 */
export async function run(context: CommandContext<{ validator?: string }>): Promise<void> {
  const flow = await openFlowContext(context)
  const { client } = flow.session
  const id = await readValidatorId(context, client)
  const [delegation, config] = await Promise.all([
    loadDelegation(client, flow.account.address, id),
    getDefiConfiguration(client),
  ])
  if (!canMintSftm({ delegation, mintSftmEnabled: true })) {
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
