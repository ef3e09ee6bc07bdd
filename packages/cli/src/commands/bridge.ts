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
    description:
      'the stored bridge requests, finishing the pending ones with the bridge; or, with --to, the FTM credited to an address on the other chain',
    examples: [
      'bridge status',
      'bridge status --uuid 6f1c2a4e-0b7d-4c55-9a3e-2d8f1e0c9b71 --no-wait',
      'bridge status --to-chain bsc --to 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    ],
    options: (c) =>
      c
        .option('--uuid <uuid>', 'only this stored request')
        .option('--no-wait', 'list the requests without finishing the pending ones')
        .option('--to-chain <chain>', 'eth or bsc (with --to: balances on that chain)')
        .option('--to <address>', 'the address on that chain'),
    load: () => import('./bridge/status.js'),
  })
}
