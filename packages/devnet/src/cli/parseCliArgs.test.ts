import { describe, expect, it } from 'vitest'
import { CliUsageError, defaultDataDir, parseCliArgs } from './parseCliArgs.js'

describe('ftm-devnet arguments', () => {
  it('defaults to ports 16761 and 8545 and the XDG data dir', () => {
    const options = parseCliArgs([], { XDG_DATA_HOME: '/xdg' })
    expect(options).toEqual({
      help: false,
      dataDir: '/xdg/ftm-wallet/devnet',
      reset: false,
      port: 16761,
      rpcPort: 8545,
      host: '127.0.0.1',
    })
  })

  it('falls back to ~/.local/share without XDG_DATA_HOME', () => {
    expect(defaultDataDir({})).toMatch(/\.local\/share\/ftm-wallet\/devnet$/)
  })

  it('reads every option, also after a pnpm "--" separator', () => {
    const argv = [
      '--',
      '--data-dir',
      '/d',
      '--reset',
      '--port',
      '0',
      '--rpc-port',
      '9545',
      '--host',
      '0.0.0.0',
    ]
    expect(parseCliArgs(argv, {})).toMatchObject({
      dataDir: '/d',
      reset: true,
      port: 0,
      rpcPort: 9545,
      host: '0.0.0.0',
    })
  })

  it('refuses unknown options and bad ports with a usage error', () => {
    expect(() => parseCliArgs(['--nope'], {})).toThrow(CliUsageError)
    expect(() => parseCliArgs(['--port', '70000'], {})).toThrow(
      '--port must be a port number from 0 to 65535',
    )
    expect(() => parseCliArgs(['--rpc-port', 'x'], {})).toThrow(CliUsageError)
  })
})
