// Ledger wallets without hardware: the test-only FTM_INSECURE_TEST_LEDGER_APDUS replays exchanges recorded from the
// SDK's software TEST device (test-fixtures/ledger, public TEST mnemonic). Its address holds funds only on the test
// run's own devnet, from the faucet, to sign a transfer there; it is never funded on a public network.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { control, createHome, ftm } from './ftm.js'

const FIXTURES = new URL('../../../test-fixtures/ledger/', import.meta.url).pathname
const TEST_MNEMONIC = 'fork piece flip hero giant cat match wasp shift recipe next banner'
const replay = (file: string) => ({ FTM_INSECURE_TEST_LEDGER_APDUS: join(FIXTURES, file) })

/** `ftm [globals…] <command…>` in `home` with the device replaying `apdus`. */
const onDevice = (home: string, apdus: string, ...args: string[]) =>
  ftm({ home, env: replay(apdus) }, ...args)

/** `ftm wallet import-ledger --address-id <id> --name <name> [more…]` with the device replaying `apdus`. */
const importLedger = (home: string, apdus: string, id: number, name: string, ...more: string[]) =>
  onDevice(home, apdus, 'wallet', 'import-ledger', '--address-id', String(id), '--name', name, ...more)

/** `ftm wallet restore` of the TEST mnemonic (written to a file in `home`) with the home's password file. */
async function restoreTestMnemonic(
  { home, passwordFile }: { home: string; passwordFile: string },
  ...more: string[]
) {
  const phrase = join(home, 'phrase.txt')
  await writeFile(phrase, `${TEST_MNEMONIC}\n`)
  return ftm(
    { home },
    'wallet',
    'restore',
    '--mnemonic-file',
    phrase,
    '--password-file',
    passwordFile,
    ...more,
  )
}

let home: string

describe('Ledger wallets', () => {
  beforeAll(async () => {
    ;({ home } = await createHome('ledger'))
  })

  it('imports the device address at a path, the same the TEST mnemonic derives there', async () => {
    const imported = await importLedger(home, 'fantom-addresses-page0.apdus', 0, 'Cold', '--json')
    expect(imported.status, imported.stderr).toBe(0)
    const ledger = imported.json<{ address: string; type: string; path: string }>()
    expect(ledger).toMatchObject({ type: 'ledger', path: "44'/60'/0'/0/0" })

    const restored = await restoreTestMnemonic(await createHome('ledger-check'), '--json')
    expect(restored.json<{ address: string }>().address).toBe(ledger.address)

    const list = await ftm({ home }, 'wallet', 'list', '--json')
    expect(list.json<{ wallets: unknown[] }>().wallets).toEqual([
      expect.objectContaining({ name: 'Cold', type: 'ledger', address: ledger.address }),
    ])
  })

  it("shows the spec's message for a locked device (exit 4)", async () => {
    const run = await onDevice(home, 'fantom-locked.apdus', 'wallet', 'import-ledger', '--address-id', '0')
    expect(run.status).toBe(4)
    expect(run.stderr).toContain('Please unlock the device')
  })

  it('needs --address-id without a terminal', async () => {
    const run = await onDevice(home, 'fantom-addresses-page0.apdus', 'wallet', 'import-ledger')
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('Missing the Ledger address: --address-id N')
  })

  it('plans a flow of the Ledger wallet with --dry-run, and sends through the device (no password asked)', async () => {
    const { apiUrl, url } = inject('devnet')
    const address = (await ftm({ home }, 'wallet', 'show', 'Cold', '--json')).json<{ address: string }>()
      .address
    await control(url, 'faucet', { address, amount: 10 })
    const wrap = ['--api', apiUrl, '--account', 'Cold', 'wrap', '--amount', '1']
    const plan = await ftm({ home }, ...wrap, '--dry-run', '--json')
    expect(plan.status, plan.stderr).toBe(0)
    expect(plan.json()).toMatchObject({
      dryRun: true,
      from: address,
      steps: [{ step: 'Wrap', status: 'planned' }],
    })

    // The recorded exchange is another transaction's, so the replaying "device" refuses this one: what matters is
    // that the flow went to the device (its prompt shown, no password read) and stopped with the signer's exit code.
    const sent = await onDevice(home, 'fantom-sign-rejected.apdus', ...wrap, '--yes')
    expect(sent.stdout).toContain('Please confirm this transaction on your Ledger device:')
    expect(sent.stderr).not.toMatch(/password/i)
    expect(sent.status).toBe(4)
  })
})

// `ftm wallet verify` / `ftm receive --verify` (docs/behaviour/signers.md#address-verification): the device shows the
// address at the account's path and the CLI compares it with the stored one.
describe('Ledger address verification', () => {
  let verifyHome: string
  let deviceAddress: string

  beforeAll(async () => {
    ;({ home: verifyHome } = await createHome('ledger-verify'))
    const imported = await importLedger(verifyHome, 'fantom-address-silent.apdus', 1, 'Cold', '--json')
    expect(imported.status, imported.stderr).toBe(0)
    deviceAddress = imported.json<{ address: string }>().address
  })

  it('verifies the address the Fantom app shows: wallet verify --json and receive --verify', async () => {
    const checked = await onDevice(verifyHome, 'fantom-verify.apdus', 'wallet', 'verify', 'Cold', '--json')
    expect(checked.status, checked.stderr).toBe(0)
    expect(checked.json()).toEqual({
      ok: true,
      verified: true,
      address: deviceAddress,
      deviceAddress,
      name: 'Cold',
      type: 'ledger',
      path: "44'/60'/0'/0/1",
    })

    const receive = await onDevice(
      verifyHome,
      'fantom-verify.apdus',
      '--account',
      'Cold',
      'receive',
      '--verify',
    )
    expect(receive.status, receive.stderr).toBe(0)
    expect(receive.stdout).toContain('Send only Opera FTM and Opera tokens to this address.')
    expect(receive.stdout).toContain(
      `Please verify that the address shown on your Ledger device is\n${deviceAddress} (44'/60'/0'/0/1)`,
    )
    expect(receive.stdout).toContain('✓ Verified: the device shows this address.')
  })

  it('verifies through the Ethereum app too', async () => {
    // Its own home: a Ledger account replaces a stored one of the same address.
    const ethHome = (await createHome('ledger-verify-eth')).home
    const imported = await importLedger(
      ethHome,
      'eth-address-silent.apdus',
      1,
      'ColdEth',
      '--app',
      'eth',
      '--json',
    )
    expect(imported.status, imported.stderr).toBe(0)
    const checked = await onDevice(
      ethHome,
      'eth-address.apdus',
      '--account',
      'ColdEth',
      'receive',
      '--verify',
      '--json',
    )
    expect(checked.status, checked.stderr).toBe(0)
    expect(checked.json()).toMatchObject({ verified: true, type: 'ledgerEth', deviceAddress })
  })

  it('says not verified (exit 1) when the stored address is not the one the device derives', async () => {
    // As if the wallet list had been tampered with: the stored address of the Ledger account was replaced.
    const other = await createHome('ledger-verify-tampered')
    await importLedger(other.home, 'fantom-address-silent.apdus', 1, 'Cold')
    const file = join(other.home, 'ftm-wallet', 'accounts.json')
    const stored = await readFile(file, 'utf8')
    const planted = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
    await writeFile(file, stored.replaceAll(deviceAddress, planted))

    const human = await onDevice(other.home, 'fantom-verify.apdus', 'wallet', 'verify')
    expect(human.status).toBe(1)
    expect(human.stdout).toContain('✗ Not verified: the device shows another address.')
    expect(human.stdout).toContain(`device: ${deviceAddress}`)

    const json = await onDevice(other.home, 'fantom-verify.apdus', 'wallet', 'verify', '--json')
    expect(json.status).toBe(1)
    expect(json.json()).toMatchObject({ ok: false, verified: false, address: planted, deviceAddress })
  })

  it("shows 'User action rejected' (exit 4) when the address is rejected on the device", async () => {
    const run = await onDevice(verifyHome, 'fantom-verify-rejected.apdus', 'wallet', 'verify', 'Cold')
    expect(run.status).toBe(4)
    expect(run.stderr).toContain('User action rejected')
  })

  it('refuses a wallet that is not a Ledger one (exit 2)', async () => {
    const keyHome = await createHome('ledger-verify-keystore')
    const restored = await restoreTestMnemonic(keyHome, '--no-discover', '--name', 'Hot')
    expect(restored.status, restored.stderr).toBe(0)
    const run = await ftm({ home: keyHome.home }, 'receive', '--verify', '--json')
    expect(run.status).toBe(2)
    expect(run.json<{ error: { code: string; message: string } }>().error).toMatchObject({
      code: 'VERIFY_NOT_LEDGER',
      message: 'Hot is a keystore wallet: only Ledger wallets are verified on a device',
    })
  })
})
