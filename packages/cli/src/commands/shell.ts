import type { Command } from 'commander'
import { defineLeaf } from '../invocation/define.js'

/** `ftm completion bash|zsh|fish`: shell completion scripts generated from the command definitions. */
export function registerShellCommands(program: Command): void {
  defineLeaf(program, {
    name: 'completion <shell>',
    description: 'print a completion script for bash, zsh or fish',
    examples: [
      'completion bash > ~/.local/share/bash-completion/completions/ftm',
      'completion zsh > ~/.zfunc/_ftm',
      'completion fish > ~/.config/fish/completions/ftm.fish',
    ],
    load: () => import('./shell/completion.js'),
  })
}
