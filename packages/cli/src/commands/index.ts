// Command definitions only (names, options, help, examples): they load no SDK code. Each implementation
// is imported when its command runs (see invocation/define.ts).
import type { Command } from 'commander'
import { registerAccountCommands } from './account.js'
import { registerApprovalsCommands } from './approvals.js'
import { registerBridgeCommands } from './bridge.js'
import { registerChainCommands } from './chain.js'
import { registerContactsCommands } from './contacts.js'
import { registerFMintCommands } from './fmint.js'
import { registerGovCommands } from './gov.js'
import { registerSettingsCommands } from './settings.js'
import { registerShellCommands } from './shell.js'
import { registerSignCommands } from './sign.js'
import { registerStakeCommands } from './stake.js'
import { registerSwapCommands } from './swap.js'
import { registerTokensCommands } from './tokens.js'
import { registerTxCommands } from './tx.js'
import { registerWalletCommands } from './wallet.js'

export function registerCommands(program: Command): void {
  registerWalletCommands(program)
  registerAccountCommands(program)
  registerContactsCommands(program)
  registerTokensCommands(program)
  registerStakeCommands(program)
  registerFMintCommands(program)
  registerSwapCommands(program)
  registerApprovalsCommands(program)
  registerGovCommands(program)
  registerBridgeCommands(program)
  registerTxCommands(program)
  registerChainCommands(program)
  registerSignCommands(program)
  registerSettingsCommands(program)
  registerShellCommands(program)
}
