import { isatty } from 'node:tty'
import type { Command } from 'commander'
import { CliError, exitCodeFor } from '../errors/CliError.js'
import { ExitCode } from '../errors/exitCodes.js'
import { escapeControl } from '../terminal/escape.js'
import { createOutput, type Output, shouldUseColor } from '../terminal/output.js'
import { type GlobalOptions, parseGlobalOptions } from './globals.js'

/** What a command's implementation receives. */
export interface CommandContext<Options = Record<string, unknown>> {
  /** Positional arguments, in the order the command declares them. */
  args: string[]
  options: Options
  globals: GlobalOptions
  output: Output
  /** True when prompts may be shown (stdin is a terminal). */
  interactive: boolean
  /** The full command name, e.g. 'stake delegate' (used in JSON results and messages). */
  name: string
  /** The root `ftm` command with every definition, for commands that describe the tree (completion). */
  program?: Command
}

/** A command implementation module: loaded only when its command runs (keeps `ftm --help` fast). */
export interface CommandModule<Options = Record<string, unknown>> {
  run(context: CommandContext<Options>): Promise<void>
}

/** 'stake delegate' for the `delegate` subcommand of `stake`. */
export function commandPath(command: Command): string {
  const names: string[] = []
  for (let c: Command | null = command; c?.parent; c = c.parent) names.unshift(c.name())
  return names.join(' ')
}

/**
 * Wraps a lazily imported implementation as a commander action: parses the global options, prints
 * errors as one line (stack only with --debug) and sets the exit code.
 */
export function lazyAction<Options>(load: () => Promise<CommandModule<Options>>) {
  return async (...params: unknown[]): Promise<void> => {
    const command = params[params.length - 1] as Command
    let program = command
    while (program.parent) program = program.parent
    await runCommandModule(load, {
      args: command.args,
      options: command.opts() as Options,
      rawGlobals: command.optsWithGlobals(),
      name: commandPath(command),
      program,
    })
  }
}

/** One parsed invocation of a command, by commander or by the read commands' fast path (src/fast). */
export interface Invocation<Options> {
  args: string[]
  options: Options
  /** The global options as commander names them (`api`, `json`, `color`, …), not yet checked. */
  rawGlobals: Record<string, unknown>
  name: string
  /** The root command (commander invocations only). */
  program?: Command
}

/** Checks the global options, loads the implementation and runs it; errors become one line and an exit code. */
export async function runCommandModule<Options>(
  load: () => Promise<CommandModule<Options>>,
  invocation: Invocation<Options>,
): Promise<void> {
  const raw = invocation.rawGlobals
  const json = Boolean(raw.json)
  let output = createOutput({ json, color: false })
  try {
    const globals = parseGlobalOptions(raw)
    output = createOutput({ json, color: shouldUseColor(globals.color) })
    const module = await load()
    await module.run({
      args: invocation.args,
      options: invocation.options,
      globals,
      output,
      // Asked of the descriptor: process.stdin would build a stream for it (a few ms) that only a prompt needs.
      interactive: isatty(0),
      name: invocation.name,
      ...(invocation.program ? { program: invocation.program } : {}),
    })
  } catch (error) {
    reportError(output, error, Boolean(raw.debug))
  }
}

/** Prints an error the way every command does and sets process.exitCode. */
export function reportError(output: Output, error: unknown, debug: boolean): void {
  const message = error instanceof Error ? error.message : String(error)
  const code = (error as { code?: unknown })?.code
  // A flow that failed half-way reports the steps that did run (their hashes matter to the user).
  const steps = (error as { steps?: unknown })?.steps
  output.error(
    message,
    typeof code === 'string' ? code : undefined,
    Array.isArray(steps) ? { steps } : undefined,
  )
  if (debug && error instanceof Error && error.stack) process.stderr.write(`${escapeControl(error.stack)}\n`)
  process.exitCode = error instanceof CliError ? error.exitCode : exitCodeFor(error)
}

export { ExitCode }
