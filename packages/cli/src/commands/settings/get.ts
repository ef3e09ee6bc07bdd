import type { CommandContext } from '../../framework/action.js'
import { CliError } from '../../framework/CliError.js'
import { formatFields } from '../../framework/table.js'
import { loadCliConfig } from '../../session/config.js'
import { resolveNetwork } from '../../session/network.js'
import { openWallet } from '../../session/wallet.js'
import { allKeys } from './keys.js'

/** `ftm settings get [key]`: the wallet settings plus the network, API and RPC in effect. */
export async function run(context: CommandContext): Promise<void> {
  const wallet = await openWallet()
  const config = await loadCliConfig(wallet.storage)
  const network = resolveNetwork({ ...context.globals, network: undefined, api: [], rpc: undefined }, config)
  const values: Record<string, unknown> = {
    network: network.name,
    api: network.apiUrls,
    rpc: network.rpcUrl ?? '(asked from the devnet)',
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
