import type { Command } from 'commander'
import { defineGroup, defineLeaf } from '../invocation/define.js'

export function registerApprovalsCommands(program: Command): void {
  const approvals = defineGroup(
    program,
    'approvals',
    "the account's token allowances towards the contracts the wallet knows (router, fMint, …)",
  )
  defineLeaf(approvals, {
    name: 'list [address]',
    description: 'list the allowances above 0 (token, spender, amount)',
    examples: ['approvals list', 'approvals list --json'],
    load: () => import('./approvals/list.js'),
  })
  defineLeaf(approvals, {
    name: 'revoke <token> <spender>',
    description:
      'revoke an allowance: approve(spender, 0) on the token (spender: address, router, fmint or tokenizer)',
    examples: ['approvals revoke WFTM router', 'approvals revoke 0x21be… 0xF491… --yes'],
    load: () => import('./approvals/revoke.js'),
  })
}
