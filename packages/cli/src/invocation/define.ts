import type { Command } from 'commander'
import { type CommandModule, lazyAction } from './action.js'

export interface LeafSpec<Options> {
  /** 'delegate' or 'show [account]' (commander's argument syntax). */
  name: string
  description: string
  /** Full command lines shown under "Examples:" in --help (without the leading `ftm`). */
  examples: string[]
  /** Adds the command's own options. */
  options?: (command: Command) => Command
  /** Loads the implementation when the command runs. */
  load: () => Promise<CommandModule<Options>>
}

/** Examples printed after a command's help; every leaf command has at least one (checked by a test). */
export function addExamples(command: Command, examples: string[]): Command {
  const title = examples.length === 1 ? 'Example' : 'Examples'
  return command.addHelpText(
    'after',
    `\n${title}:\n${examples.map((line) => `  $ ftm ${line}`).join('\n')}\n`,
  )
}

/** Adds a subcommand whose implementation is imported only when it runs. */
export function defineLeaf<Options>(parent: Command, spec: LeafSpec<Options>): Command {
  let command = parent.command(spec.name).description(spec.description)
  if (spec.options) command = spec.options(command)
  addExamples(command, spec.examples)
  return command.action(lazyAction(spec.load))
}

/** Adds a command group ('stake', 'wallet', …) with its examples. */
export function defineGroup(parent: Command, name: string, description: string): Command {
  return parent.command(name).description(description)
}
