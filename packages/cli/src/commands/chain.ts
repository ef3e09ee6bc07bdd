import type { Command } from 'commander'
import { defineLeaf } from '../invocation/define.js'

/** cast-like commands on any contract or transaction: call, receipt, publish (`tx` is in ./tx.ts). */
export function registerChainCommands(program: Command): void {
  defineLeaf(program, {
    name: 'call <address> <signature> [args...]',
    description: 'call a contract read-only and decode the result, e.g. "balanceOf(address)(uint256)"',
    examples: [
      'call 0xFC00FACE00000000000000000000000000000000 "getStake(address,uint256)(uint256)" 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed 5',
      'call 0xFC00FACE00000000000000000000000000000000 "currentEpoch()(uint256)" --json',
    ],
    load: () => import('./chain/call.js'),
  })
  defineLeaf(program, {
    name: 'receipt <hash>',
    description: "a transaction's receipt (status, block, gas used, fee, logs)",
    examples: ['receipt 0x9f…c1', 'receipt 0x9f…c1 --json'],
    load: () => import('./chain/receipt.js'),
  })
  defineLeaf(program, {
    name: 'publish <raw|file>',
    description: 'broadcast transactions signed earlier with --sign-only (0x-hex, or a file of them)',
    examples: ['publish signed.txt --yes', 'publish 0xf86c…', 'publish signed.json --yes --json'],
    load: () => import('./chain/publish.js'),
  })
}
