// Runs the example as its README says (a Node process with FTM_DEVNET_URL) and checks the chain afterwards.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { createApiClient, deriveKeyFromMnemonic, getDelegation } from '@ftm-wallet/sdk'
import { Mnemonic, randomBytes } from 'ethers'
import { expect, inject, it } from 'vitest'

const devnet = inject('devnet')
const root = fileURLToPath(new URL('..', import.meta.url))

function runScript(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/delegate.ts'], {
      cwd: root,
      env: { ...process.env, ...env },
    })
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

it('restores a wallet, delegates, advances the devnet and claims the rewards', async () => {
  // A fresh phrase per run: no publicly known key ever holds funds.
  const mnemonic = Mnemonic.fromEntropy(randomBytes(16)).phrase
  const { code, stdout, stderr } = await runScript({ FTM_DEVNET_URL: devnet.url, FTM_MNEMONIC: mnemonic })
  expect(stderr).toBe('')
  expect(code).toBe(0)
  const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, string>
  expect(result.address).toBe(deriveKeyFromMnemonic(mnemonic).address)
  expect(BigInt(result.delegated ?? '0')).toBe(1000n * 10n ** 18n)
  expect(BigInt(result.rewards ?? '0')).toBeGreaterThan(0n)
  expect(result.claimHash).toMatch(/^0x[0-9a-f]{64}$/)

  const client = createApiClient({ endpoints: [devnet.apiUrl], hedgeDelay: false })
  const delegation = await getDelegation(client, {
    address: result.address as string,
    stakerId: BigInt(result.validatorId as string),
  })
  expect(delegation?.amountDelegated).toBe(1000n * 10n ** 18n)
  expect(delegation?.pendingRewards).toBe(0n)
})
