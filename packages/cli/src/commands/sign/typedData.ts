import { assertTypedDataChainId, hashTypedData, parseTypedData } from '@ftm-wallet/sdk'
import { CliError } from '../../errors/CliError.js'
import { parseIntegerArg } from '../../input/amounts.js'
import type { CommandContext } from '../../invocation/action.js'
import { confirmOrYes } from '../../terminal/prompt.js'
import { asBadInput, readTypedDataFile } from './input.js'
import { openSigningContext, signerLabel, withMessageSigner } from './openMessageSigner.js'

interface Options {
  file?: string
  confirmChain?: string
}

/** `ftm sign typed-data --file FILE [--confirm-chain ID]`: an eth_signTypedData_v4 signature. */
export async function run(context: CommandContext<Options>): Promise<void> {
  const { options } = context
  if (options.file === undefined)
    throw new CliError('TYPED_DATA_MISSING', 'Missing the typed data: --file FILE')
  const confirmedChainId =
    options.confirmChain === undefined
      ? undefined
      : parseIntegerArg(options.confirmChain, '--confirm-chain', 1)
  const input = await readTypedDataFile(options.file)
  let typedData: ReturnType<typeof parseTypedData>
  try {
    typedData = parseTypedData(input)
  } catch (error) {
    asBadInput(error)
  }
  const flow = await openSigningContext(context)
  const { output, account, session } = flow
  const networkChainId = session.network.preset.chainId
  try {
    assertTypedDataChainId(typedData, networkChainId, confirmedChainId)
  } catch (error) {
    throw new CliError(
      'SIGNER_CHAIN_MISMATCH',
      `${(error as Error).message}: sign it anyway with --confirm-chain ${typedData.domain.chainId}`,
      2,
      { cause: error },
    )
  }
  const { domain, primaryType } = typedData
  output.info(output.style('bold', `Sign typed data (EIP-712): ${primaryType}`))
  output.info(`  signer   ${signerLabel(account)}`)
  for (const key of ['name', 'version', 'chainId', 'verifyingContract', 'salt'] as const) {
    if (domain[key] !== undefined) output.info(`  ${key.padEnd(8)} ${String(domain[key])}`)
  }
  if (domain.chainId !== undefined && domain.chainId !== networkChainId) {
    output.warn(`the domain is for chain ${domain.chainId}, not the network's (${networkChainId})`)
  }
  output.info(
    `  message  ${JSON.stringify(typedData.message, (_k, v) => (typeof v === 'bigint' ? `${v}` : v))}`,
  )
  await confirmOrYes(flow, 'Sign?')
  const signature = await withMessageSigner(flow, (signer, signOptions) =>
    signer.signTypedData(typedData, { ...signOptions, confirmedChainId }),
  )
  output.result(
    {
      ok: true,
      kind: 'typedData',
      address: account.address,
      primaryType,
      domain,
      digest: hashTypedData(typedData).digest,
      signature,
    },
    () => signature,
  )
}
