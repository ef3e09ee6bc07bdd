import { checkRpcChainId, networks, type SettingsPatch } from '@ftm-wallet/sdk'
import { loadCliConfig, mintSftmEnabled, saveCliConfig } from '../../connections/config.js'
import { resolveNetwork } from '../../connections/network.js'
import { openWallet } from '../../connections/wallet.js'
import { CliError } from '../../errors/CliError.js'
import type { CommandContext } from '../../invocation/action.js'
import { assertHttpUrl, isNetworkName, networkNames } from '../../invocation/globals.js'
import { allKeys, isCliKey, walletKeys } from './keys.js'

const BOOLEAN_KEYS = ['darkMode', 'autoDarkMode', 'rtlDir', 'firstVisitNoticeAccepted']

function toWalletValue(key: string, text: string): unknown {
  if (!BOOLEAN_KEYS.includes(key)) return text
  if (text === 'true' || text === 'false') return text === 'true'
  throw new CliError('SETTING_INVALID', `${key} must be true or false`)
}

/**
 * `ftm settings set <key> <value...>`. `network` picks the default network; `api` (one or more URLs) and
 * `rpc` set that network's endpoints (`default` restores the preset's); an RPC endpoint that reports another chain
 * id is refused with both ids. `rpc-only true|false` uses the network without the Fantom API (JSON-RPC only);
 * `mint-sftm true|false` is the network's sFTM minting flag.
 * The rest are validated by the SDK.
 */
export async function run(context: CommandContext): Promise<void> {
  const [key, ...values] = context.args
  if (key === undefined || values.length === 0)
    throw new CliError('MISSING_INPUT', 'Usage: ftm settings set KEY VALUE')
  const wallet = await openWallet()
  if (isCliKey(key)) {
    const config = await loadCliConfig(wallet.storage)
    const target = context.globals.network ?? config.network ?? 'devnet'
    const endpoints = { ...config.endpoints[target] }
    const reset = values.length === 1 && values[0] === 'default'
    if (key === 'network') {
      const name = values[0]
      if (values.length !== 1 || !isNetworkName(name)) {
        throw new CliError(
          'BAD_NETWORK',
          `Unknown network '${values.join(' ')}'. Use one of: ${networkNames.join(', ')}.`,
        )
      }
      config.network = name
    } else if (key === 'rpc-only') {
      if (values.length !== 1 || (values[0] !== 'true' && values[0] !== 'false'))
        throw new CliError('SETTING_INVALID', 'rpc-only must be true or false')
      if (values[0] === 'true') endpoints.rpcOnly = true
      else delete endpoints.rpcOnly
      config.endpoints[target] = endpoints
    } else if (key === 'mint-sftm') {
      if (values.length !== 1 || (values[0] !== 'true' && values[0] !== 'false'))
        throw new CliError('SETTING_INVALID', 'mint-sftm must be true or false')
      endpoints.mintSftm = values[0] === 'true'
      config.endpoints[target] = endpoints
    } else if (key === 'api') {
      if (reset) delete endpoints.api
      else endpoints.api = values.map(assertHttpUrl)
      config.endpoints[target] = endpoints
    } else {
      if (values.length !== 1) throw new CliError('BAD_URL', `${key} takes one URL`)
      if (reset) delete endpoints[key]
      else endpoints[key] = assertHttpUrl(values[0] as string)
      // RPC_CHAIN_MISMATCH (both ids) is bad input, exit code 2; nothing is saved.
      if (key === 'rpc' && !reset) {
        await checkRpcChainId({ url: values[0] as string, chainId: networks[target].chainId })
      }
      config.endpoints[target] = endpoints
    }
    await saveCliConfig(wallet.storage, config)
    const network = resolveNetwork(
      {
        ...context.globals,
        network: key === 'network' ? config.network : target,
        api: [],
        rpc: undefined,
        rpcOnly: false,
      },
      config,
    )
    const value =
      key === 'network'
        ? network.name
        : key === 'api'
          ? network.apiUrls
          : key === 'rpc'
            ? network.rpcUrl
            : key === 'rpc-only'
              ? network.rpcOnly
              : key === 'mint-sftm'
                ? mintSftmEnabled(config, network.name)
                : endpoints.bridge
    context.output.result(
      { ok: true, key, value, network: network.name },
      () => `${key} = ${Array.isArray(value) ? value.join(' ') : value} (${network.name})`,
    )
    return
  }
  if (!walletKeys().includes(key))
    throw new CliError('UNKNOWN_SETTING', `Unknown setting '${key}'. Settings: ${allKeys().join(', ')}`)
  if (values.length !== 1) throw new CliError('SETTING_INVALID', `${key} takes one value`)
  // The SDK validates every field and saves all or nothing.
  const settings = await wallet.settings.update({
    [key]: toWalletValue(key, values[0] as string),
  } as SettingsPatch)
  const value = settings[key as keyof typeof settings]
  context.output.result({ ok: true, key, value }, () => `${key} = ${String(value)}`)
}
