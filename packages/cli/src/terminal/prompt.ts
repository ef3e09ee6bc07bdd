import { CliError } from '../errors/CliError.js'
import { escapeControl } from './escape.js'

/** Where prompts come from: stdin must be a terminal, else the command fails with exit code 2. */
export interface PromptContext {
  interactive: boolean
}

/** Raised when something is missing and no one can be asked: names the flag that supplies it. */
export function missingInput(what: string, hint: string): CliError {
  return new CliError(
    'MISSING_INPUT',
    `Missing ${what}: ${hint} (stdin is not a terminal, so ftm cannot ask)`,
  )
}

// Prompts draw on stderr so that stdout keeps only the result (one JSON document with --json).
const promptContext = () => ({ output: process.stderr })

const load = () => import('@inquirer/prompts')

/** The user cancelled a prompt (Ctrl-C / Ctrl-D): exit quietly with code 2. */
function cancelled(error: unknown): never {
  if ((error as { name?: string })?.name === 'ExitPromptError') {
    throw new CliError('CANCELLED', 'Cancelled', 2)
  }
  throw error
}

export interface AskOptions {
  /** What is asked for, for the error when no terminal is available (e.g. 'the recipient'). */
  what: string
  /** How to pass it without a terminal (e.g. '--to ADDRESS'). */
  hint: string
  message: string
  default?: string
  /** Returns an error message to show, or true when the value is fine. */
  validate?: (value: string) => true | string | Promise<true | string>
}

/** Asks for a line of text (or fails with exit code 2 when stdin is not a terminal). */
export async function askText(context: PromptContext, options: AskOptions): Promise<string> {
  if (!context.interactive) throw missingInput(options.what, options.hint)
  const { input } = await load()
  return input(
    {
      message: escapeControl(options.message),
      ...(options.default !== undefined ? { default: options.default } : {}),
      ...(options.validate ? { validate: options.validate } : {}),
    },
    promptContext(),
  ).catch(cancelled)
}

/** Asks for a secret without echoing it. */
export async function askSecret(context: PromptContext, options: AskOptions): Promise<string> {
  if (!context.interactive) throw missingInput(options.what, options.hint)
  const { password } = await load()
  return password(
    {
      message: escapeControl(options.message),
      mask: '*',
      ...(options.validate ? { validate: options.validate } : {}),
    },
    promptContext(),
  ).catch(cancelled)
}

export interface Choice<Value> {
  name: string
  value: Value
  description?: string
  disabled?: boolean | string
}

/** Lets the user pick one of `choices`. */
export async function askChoice<Value>(
  context: PromptContext,
  options: Omit<AskOptions, 'validate' | 'default'> & { choices: Choice<Value>[] },
): Promise<Value> {
  if (!context.interactive) throw missingInput(options.what, options.hint)
  if (options.choices.length === 0)
    throw new CliError('NOTHING_TO_CHOOSE', `No ${options.what} to choose from`)
  const { select } = await load()
  // Choices often name chain things (validators, tokens, proposals): escaped like every other output.
  const choices = options.choices.map((choice) => ({
    ...choice,
    name: escapeControl(choice.name),
    ...(choice.description !== undefined ? { description: escapeControl(choice.description) } : {}),
    ...(typeof choice.disabled === 'string' ? { disabled: escapeControl(choice.disabled) } : {}),
  }))
  return select({ message: escapeControl(options.message), choices }, promptContext()).catch(cancelled)
}

/**
 * Asks "are you sure?" unless --yes was given. Without a terminal and without --yes the command stops
 * with exit code 2: a script must say --yes to send anything.
 */
export async function confirmOrYes(
  context: PromptContext & { globals: { yes: boolean } },
  message: string,
): Promise<void> {
  if (context.globals.yes) return
  if (!context.interactive) {
    throw new CliError(
      'CONFIRMATION_REQUIRED',
      'Confirmation required: pass --yes to go ahead without a prompt (stdin is not a terminal)',
    )
  }
  const { confirm } = await load()
  const ok = await confirm({ message: escapeControl(message), default: false }, promptContext()).catch(
    cancelled,
  )
  if (!ok) throw new CliError('CANCELLED', 'Cancelled: nothing was sent', 2)
}

/** The option's value when given, else asked for at the terminal (or exit code 2 without one). */
export async function optionOrAsk(
  context: PromptContext,
  value: string | undefined,
  options: AskOptions,
): Promise<string> {
  if (value !== undefined) return value
  return askText(context, options)
}
