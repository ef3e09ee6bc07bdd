// The example from the packed packages: `pnpm pack` of every package — the built @ftm-wallet/sdk, react, cli and
// devnet — installed into an empty Node ESM project outside the workspace (pnpm, from its store; the packages'
// dependency on the SDK points at its tarball), the `ftm` command and the react entry loaded there, a devnet started
// from the devnet tarball's `ftm-devnet` (its built dist and its anvil dependency, on free ports and a data dir of
// its own), and src/delegate.ts run there as plain JavaScript against that devnet. It proves the tarballs alone
// work: files, exports maps, dependencies, peers, both bins. `npm test` builds first.
import { execFile, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { transform } from 'esbuild'
import { Mnemonic, randomBytes } from 'ethers'
import { afterAll, expect, it } from 'vitest'
import { type InstalledDevnet, startInstalledDevnet } from '../../../scripts/startInstalledDevnet.mjs'

const example = fileURLToPath(new URL('..', import.meta.url))
const packages = fileURLToPath(new URL('../../../packages/', import.meta.url))
const run = promisify(execFile)
const work = mkdtempSync(join(tmpdir(), 'ftm-tarball-'))

let devnet: InstalledDevnet | undefined

afterAll(async () => {
  await devnet?.stop()
  rmSync(work, { recursive: true, force: true })
})

function pnpm(args: string[], cwd: string) {
  return run('pnpm', args, {
    cwd,
    env: { ...process.env, npm_config_prefer_offline: 'true' },
    timeout: 240_000,
  })
}

function node(file: string, cwd: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [file], { cwd, env: { ...process.env, ...env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 100_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

it('packs every package, installs the tarballs in an empty Node project, starts the devnet from its tarball and runs the delegate example there', async () => {
  const tarballs = join(work, 'tarballs')
  mkdirSync(tarballs)
  const packed: Record<string, string> = {}
  for (const name of ['sdk', 'react', 'cli', 'devnet']) {
    await pnpm(['pack', '--pack-destination', tarballs], join(packages, name))
    const file = readdirSync(tarballs).find((f) => f.startsWith(`ftm-wallet-${name}-`))
    expect(file, name).toMatch(/\.tgz$/)
    packed[name] = join(tarballs, file!)
  }

  const app = join(work, 'app')
  mkdirSync(app)
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }))
  // The published packages would find the SDK on the registry; here it is the tarball. node-hid (the CLI's optional
  // USB transport) is not built; anvil's postinstall is not run, as in the workspace: the devnet takes the binary of
  // its platform package.
  writeFileSync(
    join(app, 'pnpm-workspace.yaml'),
    `overrides:\n  "@ftm-wallet/sdk": "file:${packed.sdk}"\nallowBuilds:\n  node-hid: false\n  usb: false\n  "@foundry-rs/anvil": false\n`,
  )
  const react = JSON.parse(readFileSync(join(packages, 'react/package.json'), 'utf8')).devDependencies
  const xstate = JSON.parse(readFileSync(join(example, 'package.json'), 'utf8')).dependencies.xstate
  await pnpm(
    [
      'add',
      packed.sdk!,
      packed.react!,
      packed.cli!,
      packed.devnet!,
      `xstate@${xstate}`,
      `react@${react.react}`,
      `@tanstack/react-query@${react['@tanstack/react-query']}`,
      '--reporter=silent',
    ],
    app,
  )
  const installed = JSON.parse(readFileSync(join(app, 'node_modules/@ftm-wallet/sdk/package.json'), 'utf8'))
  expect(Object.keys(installed.dependencies)).not.toContain('@walletconnect/ethereum-provider')
  const version = await run(join(app, 'node_modules/.bin/ftm'), ['--version'], { cwd: app })
  expect(version.stdout.trim()).toBe(installed.version)
  const bindings = await run(
    process.execPath,
    ['-e', "import('@ftm-wallet/react').then((m) => console.log(typeof m.WalletProvider))"],
    { cwd: app },
  )
  expect(bindings.stdout.trim()).toBe('function')

  // The example as written, its types stripped: imports resolve to the installed package, not the sources.
  const source = readFileSync(join(example, 'src/delegate.ts'), 'utf8')
  const { code: js } = await transform(source, { loader: 'ts', format: 'esm', target: 'node20' })
  writeFileSync(join(app, 'delegate.mjs'), js)

  // The devnet from its tarball: the installed package has no sources, so its bin runs the built dist.
  devnet = await startInstalledDevnet(app, join(work, 'devnet-data'))
  expect(devnet.banner).toContain('new chain deployed')
  const info = (await (await fetch(`${devnet.url}/devnet/info`)).json()) as { chainId: number }
  expect(info.chainId).toBe(4003)

  const mnemonic = Mnemonic.fromEntropy(randomBytes(16)).phrase
  const { code, stdout, stderr } = await node('delegate.mjs', app, {
    FTM_DEVNET_URL: devnet.url,
    FTM_MNEMONIC: mnemonic,
  })
  expect(stderr).toBe('')
  expect(code).toBe(0)
  const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, string>
  expect(BigInt(result.delegated ?? '0')).toBe(1000n * 10n ** 18n)
  expect(result.claimHash).toMatch(/^0x[0-9a-f]{64}$/)
}, 480_000)
