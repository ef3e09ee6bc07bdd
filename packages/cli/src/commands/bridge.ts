import type { Command } from 'commander'
import { defineGroup, defineLeaf } from '../invocation/define.js'

export function registerBridgeCommands(program: Command): void {
  const bridge = defineGroup(program, 'bridge', 'move FTM to Ethereum or BNB Chain')
  defineLeaf(bridge, {
    name: 'send',
    description:
      'send FTM to the bridge and wait until it is credited on the other chain (min 50 FTM, fee 50 FTM)',
    examples: ['bridge send --to-chain eth --to 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed --amount 100'],
    options: (c) =>
      c
        .option('--to-chain <chain>', 'eth or bsc')
        .option('--to <address>', 'your address on that chain')
        .option('--amount <n>', 'FTM to send (at least 50)'),
    load: () => import('./bridge/send.js'),
  })
  defineLeaf(bridge, {
    name: 'status',
    description: 'FTM balance (and pending amount) of an address on the other chain',
    examples: ['bridge status --to-chain bsc --to 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    options: (c) =>
      c.option('--to-chain <chain>', 'eth or bsc').option('--to <address>', 'the address on that chain'),
    load: () => import('./bridge/status.js'),
  })
}
