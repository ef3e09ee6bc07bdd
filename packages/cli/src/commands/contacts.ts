import type { Command } from 'commander'
import { defineGroup, defineLeaf } from '../invocation/define.js'

export function registerContactsCommands(program: Command): void {
  const contacts = defineGroup(program, 'contacts', 'your address book')
  defineLeaf(contacts, {
    name: 'add [address]',
    description: 'add a contact (a Fantom name such as alice.ftm is resolved to its address)',
    examples: [
      'contacts add 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed --name Alice',
      'contacts add bnb1… --chain binance',
    ],
    options: (c) =>
      c
        .option('--name <name>', "the contact's name (default 'Contact N')")
        .option('--chain <chain>', 'fantom, ethereum or binance (default fantom)')
        .option('--order <n>', '1-based position in the list (default: last)'),
    load: () => import('./contacts/add.js'),
  })
  defineLeaf(contacts, {
    name: 'list',
    description: 'list the contacts',
    examples: ['contacts list --json'],
    load: () => import('./contacts/list.js'),
  })
  defineLeaf(contacts, {
    name: 'edit <contact>',
    description: 'rename a contact and/or move it (its address and chain cannot change)',
    examples: ['contacts edit Alice --name "Alice B."', 'contacts edit 0x5aAe… --order 1'],
    options: (c) => c.option('--name <name>', 'new name').option('--order <n>', 'new 1-based position'),
    load: () => import('./contacts/edit.js'),
  })
  defineLeaf(contacts, {
    name: 'remove <contact>',
    description: 'remove a contact',
    examples: ['contacts remove Alice --yes'],
    load: () => import('./contacts/remove.js'),
  })
}
