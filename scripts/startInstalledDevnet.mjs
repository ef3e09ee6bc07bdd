// Test helper of the examples' tarball tests: starts `ftm-devnet` as installed from the devnet tarball in an app
// outside the workspace (no sources there, so its bin runs the built dist; anvil from its platform package), on free
// ports and a data dir of its own, and waits for its ready banner.
import { spawn } from 'node:child_process'
import { join } from 'node:path'

/**
 * @param {string} app the app whose node_modules hold the installed devnet
 * @param {string} dataDir the devnet's own data dir
 * @returns {Promise<import('./startInstalledDevnet.d.mts').InstalledDevnet>}
 */
export function startInstalledDevnet(app, dataDir) {
  const child = spawn(
    join(app, 'node_modules/.bin/ftm-devnet'),
    ['--port', '0', '--rpc-port', '0', '--data-dir', dataDir],
    { cwd: app, env: { ...process.env } },
  )
  const closed = new Promise((resolve) => child.on('close', () => resolve()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGINT')
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
    await closed
    clearTimeout(timer)
  }
  return new Promise((resolve, reject) => {
    let stdout = ''
    let stderr = ''
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`ftm-devnet printed no ready banner in 180 s:\n${stdout}\n${stderr}`))
    }, 180_000)
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      const url = /Controls\s+POST (\S+)\/devnet\/faucet/.exec(stdout)?.[1]
      if (url) {
        clearTimeout(timer)
        resolve({ url, banner: stdout, stop })
      }
    })
    child.on('close', (code) => {
      clearTimeout(timer)
      reject(new Error(`ftm-devnet exited ${code}:\n${stdout}\n${stderr}`))
    })
  })
}
