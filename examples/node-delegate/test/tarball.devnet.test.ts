// The example from the packed SDK: `pnpm pack` of the built @ftm-wallet/sdk, installed into an empty Node ESM project
// outside the workspace (pnpm, from its store), and src/delegate.ts run there as plain JavaScript on the devnet. It
// proves the tarball alone works: its files, exports map, dependencies and the Node entry. `npm test` builds first.
import { execFile, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { transform } from 'esbuild'
import { Mnemonic, randomBytes } from 'ethers'
import { afterAll, expect, inject, it } from 'vitest'

const devnet = inject('devnet')
const example = fileURLToPath(new URL('..', import.meta.url))
const sdk = fileURLToPath(new URL('../../../packages/sdk/', import.meta.url))
const run = promisify(execFile)
const work = mkdtempSync(join(tmpdir(), 'ftm-tarball-'))

afterAll(() => {
  rmSync(work, { recursive: true, force: true })
})

function pnpm(args: string[], cwd: string) {
  return run('pnpm', args, {
    cwd,
    env: { ...process.env, npm_config_prefer_offline: 'true' },
    timeout: 120_000,
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

it('packs the SDK, installs the tarball in an empty Node project and runs the delegate example there', async () => {
  const tarballs = join(work, 'tarballs')
  mkdirSync(tarballs)
  await pnpm(['pack', '--pack-destination', tarballs], sdk)
  const [tarball] = readdirSync(tarballs)
  expect(tarball).toMatch(/^ftm-wallet-sdk-.*\.tgz$/)

  const app = join(work, 'app')
  mkdirSync(app)
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }))
  const xstate = JSON.parse(readFileSync(join(example, 'package.json'), 'utf8')).dependencies.xstate
  await pnpm(['add', join(tarballs, tarball!), `xstate@${xstate}`, '--reporter=silent'], app)
  const installed = JSON.parse(readFileSync(join(app, 'node_modules/@ftm-wallet/sdk/package.json'), 'utf8'))
  expect(Object.keys(installed.dependencies)).not.toContain('@walletconnect/ethereum-provider')

  // The example as written, its types stripped: imports resolve to the installed package, not the sources.
  const source = readFileSync(join(example, 'src/delegate.ts'), 'utf8')
  const { code: js } = await transform(source, { loader: 'ts', format: 'esm', target: 'node20' })
  writeFileSync(join(app, 'delegate.mjs'), js)

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
}, 240_000)
