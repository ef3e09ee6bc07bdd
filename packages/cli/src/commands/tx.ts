import type { Command } from 'commander'
import { defineLeaf } from '../invocation/define.js'

/**
 * `ftm tx HASH` looks a transaction up (cast-like); its subcommands follow what this wallet broadcast
 * (docs/behaviour/pending-transactions.md): list, status, speed-up, cancel (MetaMask's Speed up / Cancel).
 */
export function registerTxCommands(program: Command): void {
  const tx = defineLeaf(program, {
    name: 'tx <hash>',
    description:
      'a transaction by its hash (from, to, value, nonce, gas, input, block); `tx list|status|speed-up|cancel` follow what this wallet sent',
    examples: ['tx 0x9f…c1', 'tx 0x9f…c1 --json', 'tx list', 'tx status 0x9f…c1', 'tx speed-up 0x9f…c1'],
    load: () => import('./chain/tx.js'),
  })
  defineLeaf(tx, {
    name: 'list',
    description:
      'the transactions this wallet broadcast on the network, newest first, with their status (pending, mined, failed, replaced, dropped)',
    examples: ['tx list', 'tx list --pending', 'tx list --json'],
    options: (command) => command.option('--pending', 'only those still pending'),
    load: () => import('./tx/list.js'),
  })
  defineLeaf(tx, {
    name: 'status <hash>',
    description: 'the status of a transaction this wallet broadcast, checked on the chain now',
    examples: ['tx status 0x9f…c1', 'tx status 0x9f…c1 --json'],
    load: () => import('./tx/status.js'),
  })
  defineLeaf(tx, {
    name: 'speed-up <hash>',
    description:
      'send a pending transaction again with the same nonce and a gas price at least 10 % higher (confirmed like any send)',
    examples: ['tx speed-up 0x9f…c1', 'tx speed-up 0x9f…c1 --yes --async'],
    load: () => import('./tx/speedUp.js'),
  })
  defineLeaf(tx, {
    name: 'cancel <hash>',
    description:
      'replace a pending transaction by 0 FTM to yourself with the same nonce and a gas price at least 10 % higher',
    examples: ['tx cancel 0x9f…c1', 'tx cancel 0x9f…c1 --yes --json'],
    load: () => import('./tx/cancel.js'),
  })
}
