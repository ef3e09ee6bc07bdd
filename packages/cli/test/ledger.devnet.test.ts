// Ledger wallets without hardware: the test-only FTM_INSECURE_TEST_LEDGER_APDUS replays exchanges recorded from the
// SDK's software TEST device (test-fixtures/ledger, public TEST mnemonic: never funded).
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { control, createHome, ftm } from './ftm.js'

const FIXTURES = new URL('../../../test-fixtures/ledger/', import.meta.url).pathname
const TEST_MNEMONIC = 'fork piece flip hero giant cat match wasp shift recipe next banner'
const replay = (file: string) => ({ FTM_INSECURE_TEST_LEDGER_APDUS: join(FIXTURES, file) })

let home: string

describe('Ledger wallets', () => {
  beforeAll(async () => {
    ;({ home } = await createHome('ledger'))
  })

  it('imports the device address at a path, the same the TEST mnemonic derives there', async () => {
    const imported = await ftm(
      { home, env: replay('fantom-addresses-page0.apdus') },
      'wallet',
      'import-ledger',
      '--address-id',
      '0',
      '--name',
      'Cold',
      '--json',
    )
    expect(imported.status, imported.stderr).toBe(0)
    const ledger = imported.json<{ address: string; type: string; path: string }>()
    expect(ledger).toMatchObject({ type: 'ledger', path: "44'/60'/0'/0/0" })

    const other = await createHome('ledger-check')
    await writeFile(join(other.home, 'phrase.txt'), `${TEST_MNEMONIC}\n`)
    const restored = await ftm(
      { home: other.home },
      'wallet',
      'restore',
      '--mnemonic-file',
      join(other.home, 'phrase.txt'),
      '--password-file',
      other.passwordFile,
      '--json',
    )
    expect(restored.json<{ address: string }>().address).toBe(ledger.address)

    const list = await ftm({ home }, 'wallet', 'list', '--json')
    expect(list.json<{ wallets: unknown[] }>().wallets).toEqual([
      expect.objectContaining({ name: 'Cold', type: 'ledger', address: ledger.address }),
    ])
  })

  it("shows the spec's message for a locked device (exit 4)", async () => {
    const run = await ftm(
      { home, env: replay('fantom-locked.apdus') },
      'wallet',
      'import-ledger',
      '--address-id',
      '0',
    )
    expect(run.status).toBe(4)
    expect(run.stderr).toContain('Please unlock the device')
  })

  it('needs --address-id without a terminal', async () => {
    const run = await ftm({ home, env: replay('fantom-addresses-page0.apdus') }, 'wallet', 'import-ledger')
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('Missing the Ledger address: --address-id N')
  })

  it('plans a flow of the Ledger wallet with --dry-run, and sends through the device (no password asked)', async () => {
    const { apiUrl, url } = inject('devnet')
    const address = (await ftm({ home }, 'wallet', 'show', 'Cold', '--json')).json<{ address: string }>()
      .address
    await control(url, 'faucet', { address, amount: 10 })
    const plan = await ftm(
      { home },
      '--api',
      apiUrl,
      '--account',
      'Cold',
      'wrap',
      '--amount',
      '1',
      '--dry-run',
      '--json',
    )
    expect(plan.status, plan.stderr).toBe(0)
    expect(plan.json()).toMatchObject({
      dryRun: true,
      from: address,
      steps: [{ step: 'Wrap', status: 'planned' }],
    })

    // The recorded exchange is another transaction's, so the replaying "device" refuses this one: what matters is
    // that the flow went to the device (its prompt shown, no password read) and stopped with the signer's exit code.
    const sent = await ftm(
      { home, env: replay('fantom-sign-rejected.apdus') },
      '--api',
      apiUrl,
      '--account',
      'Cold',
      'wrap',
      '--amount',
      '1',
      '--yes',
    )
    expect(sent.stdout).toContain('Please confirm this transaction on your Ledger device:')
    expect(sent.stderr).not.toMatch(/password/i)
    expect(sent.status).toBe(4)
  })
})
