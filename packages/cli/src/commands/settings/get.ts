import { loadCliConfig, mintSftmEnabled } from '../../connections/config.js'
import { resolveNetwork } from '../../connections/network.js'
import { openWallet } from '../../connections/wallet.js'
import { CliError } from '../../errors/CliError.js'
import type { CommandContext } from '../../invocation/action.js'
import { formatFields } from '../../terminal/table.js'
import { allKeys } from './keys.js'

/** `ftm settings get [key]`: the wallet settings plus the network, API and RPC in effect. */
export async function run(context: CommandContext): Promise<void> {
  const wallet = await openWallet()
  const config = await loadCliConfig(wallet.storage)
  const network = resolveNetwork(
    { ...context.globals, network: undefined, api: [], rpc: undefined, rpcOnly: false },
    config,
  )
  const values: Record<string, unknown> = {
    network: network.name,
    api: network.apiUrls,
    rpc: network.rpcUrl ?? '(asked from the devnet)',
    'rpc-only': network.rpcOnly,
    'mint-sftm': mintSftmEnabled(config, network.name),
    bridge:
      config.endpoints[network.name]?.bridge ??
      (network.name === 'devnet' ? '(asked from the devnet)' : '(not set)'),
    ...wallet.settings.getState(),
  }
  const key = context.args[0]
  if (key !== undefined) {
    if (!(key in values))
      throw new CliError('UNKNOWN_SETTING', `Unknown setting '${key}'. Settings: ${allKeys().join(', ')}`)
    const value = values[key]
    context.output.result({ ok: true, key, value }, () =>
      Array.isArray(value) ? value.join(' ') : String(value),
    )
    return
  }
  context.output.result({ ok: true, settings: values }, () =>
    formatFields(Object.entries(values).map(([k, v]) => [k, Array.isArray(v) ? v.join(' ') : String(v)])),
  )
}
