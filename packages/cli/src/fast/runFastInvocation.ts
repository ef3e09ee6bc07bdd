import { type CommandModule, runCommandModule } from '../invocation/action.js'
import type { FastCommandName, FastInvocation } from './parseFastInvocation.js'

const modules: Record<FastCommandName, () => Promise<CommandModule<Record<string, unknown>>>> = {
  balance: () => import('../commands/account/balance.js'),
  assets: () => import('../commands/account/assets.js'),
  price: () => import('../commands/account/price.js'),
  history: () => import('../commands/account/history.js'),
  send: () => import('../commands/account/send.js'),
}

/** Runs a command parsed by parseFastInvocation, exactly as commander's action would. */
export function runFastInvocation(invocation: FastInvocation): Promise<void> {
  return runCommandModule(modules[invocation.name], invocation)
}
