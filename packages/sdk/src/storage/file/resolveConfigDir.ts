import { homedir } from 'node:os'
import { isAbsolute, join } from 'node:path'
import { CONFIG_DIR_NAME } from '../../constants/settings.js'

export interface ResolveConfigDirParameters {
  env?: Record<string, string | undefined>
  home?: string
}

/** `$XDG_CONFIG_HOME/ftm-wallet` when XDG_CONFIG_HOME is an absolute path, else `~/.config/ftm-wallet`. */
export function resolveConfigDir({
  env = process.env,
  home = homedir(),
}: ResolveConfigDirParameters = {}): string {
  const xdg = env.XDG_CONFIG_HOME
  // The XDG spec says a relative XDG_CONFIG_HOME is invalid and must be ignored.
  return xdg && isAbsolute(xdg) ? join(xdg, CONFIG_DIR_NAME) : join(home, '.config', CONFIG_DIR_NAME)
}
