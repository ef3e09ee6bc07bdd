import type { Command } from 'commander'
import { defineGroup, defineLeaf } from '../invocation/define.js'

export function registerSettingsCommands(program: Command): void {
  const settings = defineGroup(
    program,
    'settings',
    'wallet settings (currency, slippage, …) and the default network',
  )
  defineLeaf(settings, {
    name: 'get [key]',
    description: 'print one setting or all of them',
    examples: ['settings get', 'settings get fUniswapSlippageTolerance', 'settings get network'],
    load: () => import('./settings/get.js'),
  })
  defineLeaf(settings, {
    name: 'set <key> <value...>',
    description: 'change a setting (network, api and rpc are the CLI’s own; the rest are the wallet’s)',
    examples: [
      'settings set currency EUR',
      'settings set fUniswapSlippageTolerance 1',
      'settings set network mainnet',
      'settings set api https://xapi.fantom.network/ https://xapi2.fantom.network/',
    ],
    load: () => import('./settings/set.js'),
  })
}
