// `ftm sign message|typed-data` and `ftm verify` as a script runs them. Every signature is checked with viem,
// independently of the SDK (ethers) code that made it. Ledger accounts replay exchanges recorded from the SDK's
// software TEST device (test-fixtures/ledger, public TEST mnemonic: never funded).
import { readFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Wallet } from 'ethers'
import { verifyMessage, verifyTypedData } from 'viem'
import { beforeAll, describe, expect, it } from 'vitest'
import { createHome, expectOk, ftm } from './ftm.js'

const FIXTURES = new URL('../../../test-fixtures/ledger/', import.meta.url).pathname
const replay = (file: string) => ({ FTM_INSECURE_TEST_LEDGER_APDUS: join(FIXTURES, file) })
const DEVNET_CHAIN_ID = 4003

/** The EIP-712 specification's Mail example (test-fixtures/vectors/eip712-mail.json) on the given chain. */
const MAIL = JSON.parse(
  readFileSync(new URL('../../../test-fixtures/vectors/eip712-mail.json', import.meta.url), 'utf8'),
).typedData
const mail = (chainId: number) => ({ ...MAIL, domain: { ...MAIL.domain, chainId } })

const viemTyped = (typedData: object, address: string, signature: string) =>
  verifyTypedData({ ...typedData, address, signature } as unknown as Parameters<typeof verifyTypedData>[0])

let home: string
let passwordFile: string
let address: `0x${string}`

describe('ftm sign and ftm verify with a keystore wallet', () => {
  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('sign'))
    // A random key per run: nothing publicly known.
    const key = Wallet.createRandom()
    await writeFile(join(home, 'key.txt'), `${key.privateKey.slice(2)}\n`, { mode: 0o600 })
    const restored = expectOk(
      await ftm(
        { home },
        'wallet',
        'restore',
        '--private-key-file',
        join(home, 'key.txt'),
        '--password-file',
        passwordFile,
        '--json',
      ),
    )
    address = restored.json<{ address: `0x${string}` }>().address
    expect(address).toBe(key.address)
  })

  it('signs a message, and ftm verify recovers the signer; viem verifies the signature', async () => {
    const text = 'I own this address — ünïcode too'
    const signed = expectOk(
      await ftm({ home }, 'sign', 'message', text, '--yes', '--password-file', passwordFile, '--json'),
    )
    const result = signed.json<{ signature: `0x${string}`; address: string; message: { text: string } }>()
    expect([result.address, result.message.text]).toEqual([address, text])
    expect(await verifyMessage({ address, message: text, signature: result.signature })).toBe(true)

    const verified = expectOk(
      await ftm({ home }, 'verify', text, '--signature', result.signature, '--address', address, '--json'),
    )
    expect(verified.json()).toEqual({ ok: true, kind: 'message', signer: address, match: true })
    const human = expectOk(await ftm({ home }, 'verify', text, '--signature', result.signature))
    expect(human.stdout.trim()).toBe(address)

    const other = Wallet.createRandom().address
    const mismatch = await ftm(
      { home },
      'verify',
      `${text}!`,
      '--signature',
      result.signature,
      '--address',
      other,
    )
    expect(mismatch.status).toBe(1)
    expect(mismatch.stdout).toContain(`does not match --address ${other}`)
  })

  it('signs 0x-hex bytes (--hex) and a file (--file) as their bytes', async () => {
    const hex = await ftm(
      { home },
      'sign',
      'message',
      '0x00ff10',
      '--hex',
      '--yes',
      '--password-file',
      passwordFile,
    )
    expect(hex.status, hex.stderr).toBe(0)
    expect(hex.stderr).toContain('not readable text')
    const signature = hex.stdout.trim().split('\n').at(-1) as `0x${string}`
    expect(await verifyMessage({ address, message: { raw: '0x00ff10' }, signature })).toBe(true)

    const file = join(home, 'statement.txt')
    await writeFile(file, 'line one\nline two\n')
    const fromFile = expectOk(
      await ftm(
        { home },
        'sign',
        'message',
        '--file',
        file,
        '--yes',
        '--password-file',
        passwordFile,
        '--json',
      ),
    )
    const { signature: fileSignature } = fromFile.json<{ signature: `0x${string}` }>()
    expect(await verifyMessage({ address, message: 'line one\nline two\n', signature: fileSignature })).toBe(
      true,
    )
    const verified = expectOk(
      await ftm({ home }, 'verify', '--file', file, '--signature', fileSignature, '--json'),
    )
    expect(verified.json()).toMatchObject({ signer: address })
  })

  it('signs typed data of the network, and refuses another chain unless --confirm-chain names it', async () => {
    const file = join(home, 'mail.json')
    await writeFile(file, JSON.stringify(mail(DEVNET_CHAIN_ID)))
    const signed = expectOk(
      await ftm(
        { home },
        'sign',
        'typed-data',
        '--file',
        file,
        '--yes',
        '--password-file',
        passwordFile,
        '--json',
      ),
    )
    const { signature } = signed.json<{ signature: `0x${string}` }>()
    expect(await viemTyped(mail(DEVNET_CHAIN_ID), address, signature)).toBe(true)
    const verified = expectOk(
      await ftm(
        { home },
        'verify',
        '--typed-data',
        file,
        '--signature',
        signature,
        '--address',
        address,
        '--json',
      ),
    )
    expect(verified.json()).toEqual({ ok: true, kind: 'typedData', signer: address, match: true })

    const mainnetFile = join(home, 'mail-250.json')
    await writeFile(mainnetFile, JSON.stringify(mail(250)))
    const refused = await ftm(
      { home },
      'sign',
      'typed-data',
      '--file',
      mainnetFile,
      '--yes',
      '--password-file',
      passwordFile,
    )
    expect(refused.status).toBe(2)
    expect(refused.stderr).toContain(
      'The typed data is for chain 250, but the wallet is connected to chain 4003: sign it anyway with --confirm-chain 250',
    )
    const confirmed = expectOk(
      await ftm(
        { home },
        'sign',
        'typed-data',
        '--file',
        mainnetFile,
        '--confirm-chain',
        '250',
        '--yes',
        '--password-file',
        passwordFile,
        '--json',
      ),
    )
    expect(await viemTyped(mail(250), address, confirmed.json<{ signature: string }>().signature)).toBe(true)
  })

  it('bad input exits 2 naming what is wrong; a wrong password exits 4; nothing is signed without --yes', async () => {
    const file = join(home, 'bad.json')
    const { primaryType: _, ...noPrimaryType } = mail(DEVNET_CHAIN_ID)
    await writeFile(file, JSON.stringify(noPrimaryType))
    const missing = await ftm(
      { home },
      'sign',
      'typed-data',
      '--file',
      file,
      '--yes',
      '--password-file',
      passwordFile,
    )
    expect([missing.status, missing.stderr]).toEqual([
      2,
      expect.stringContaining('Invalid typed data: primaryType is missing'),
    ])

    await writeFile(
      file,
      JSON.stringify(mail(DEVNET_CHAIN_ID)).replace('"chainId":4003', '"chainId":"opera"'),
    )
    const chainId = await ftm(
      { home },
      'sign',
      'typed-data',
      '--file',
      file,
      '--yes',
      '--password-file',
      passwordFile,
    )
    expect([chainId.status, chainId.stderr]).toEqual([
      2,
      expect.stringContaining('Invalid typed data: domain.chainId is not a valid chain id: "opera"'),
    ])
    await writeFile(file, '{"types":')
    const json = await ftm({ home }, 'verify', '--typed-data', file, '--signature', `0x${'11'.repeat(65)}`)
    expect([json.status, json.stderr]).toEqual([2, expect.stringContaining('typedData is not valid JSON')])

    const badSignature = await ftm({ home }, 'verify', 'hi', '--signature', '0x1234')
    expect([badSignature.status, badSignature.stderr]).toEqual([
      2,
      expect.stringContaining('The signature must be 65 bytes'),
    ])
    const badHex = await ftm(
      { home },
      'sign',
      'message',
      'xyz',
      '--hex',
      '--yes',
      '--password-file',
      passwordFile,
    )
    expect([badHex.status, badHex.stderr]).toEqual([
      2,
      expect.stringContaining('--hex: xyz is not 0x-hex bytes'),
    ])

    const noYes = await ftm({ home }, 'sign', 'message', 'hi', '--password-file', passwordFile)
    expect([noYes.status, noYes.stdout]).toEqual([2, expect.not.stringMatching(/0x[0-9a-f]{130}/)])
    const wrong = join(home, 'wrong.txt')
    await writeFile(wrong, 'Wrong-Password-1\n')
    const refused = await ftm({ home }, 'sign', 'message', 'hi', '--yes', '--password-file', wrong)
    expect(refused.status).toBe(4)
  })
})

describe('ftm sign with Ledger accounts', () => {
  let ledgerHome: string
  beforeAll(async () => {
    ;({ home: ledgerHome } = await createHome('sign-ledger'))
  })

  it('the Ethereum app signs a message and typed data on the device (recorded exchanges); viem verifies both', async () => {
    const imported = expectOk(
      await ftm(
        { home: ledgerHome, env: replay('eth-address-silent.apdus') },
        'wallet',
        'import-ledger',
        '--app',
        'eth',
        '--address-id',
        '1',
        '--name',
        'Nano',
        '--json',
      ),
    )
    const device = imported.json<{ address: `0x${string}`; type: string }>()
    expect(device.type).toBe('ledgerEth')

    // The recorded message (recordLedgerFixtures.test-util.ts's ledgerFixtureMessage), read from the recording.
    const recording = await readFile(join(FIXTURES, 'eth-personal-sign.apdus'), 'utf8')
    const apdus = recording.split('\n').filter((l) => l.startsWith('=> '))
    const first = Buffer.from((apdus[0] as string).slice(3), 'hex')
    const length = first.readUInt32BE(5 + 21)
    const bytes = Buffer.concat([
      first.subarray(5 + 25),
      Buffer.from((apdus[1] as string).slice(3 + 10), 'hex'),
    ])
    expect(bytes.length).toBe(length)
    const file = join(ledgerHome, 'message.txt')
    await writeFile(file, bytes)
    const signed = expectOk(
      await ftm(
        { home: ledgerHome, env: replay('eth-personal-sign.apdus') },
        'sign',
        'message',
        '--file',
        file,
        '--yes',
        '--account',
        'Nano',
        '--json',
      ),
    )
    const { signature } = signed.json<{ signature: `0x${string}` }>()
    expect(await verifyMessage({ address: device.address, message: { raw: bytes }, signature })).toBe(true)

    const typedFile = join(ledgerHome, 'mail.json')
    await writeFile(typedFile, JSON.stringify(mail(DEVNET_CHAIN_ID)))
    const typed = expectOk(
      await ftm(
        { home: ledgerHome, env: replay('eth-typed-data-4003.apdus') },
        'sign',
        'typed-data',
        '--file',
        typedFile,
        '--yes',
        '--account',
        'Nano',
        '--json',
      ),
    )
    expect(
      await viemTyped(mail(DEVNET_CHAIN_ID), device.address, typed.json<{ signature: string }>().signature),
    ).toBe(true)
  })

  it('a Ledger Fantom-app account is refused with the message that points to the Ethereum app (exit 4)', async () => {
    expectOk(
      await ftm(
        { home: ledgerHome, env: replay('fantom-addresses-page0.apdus') },
        'wallet',
        'import-ledger',
        '--address-id',
        '0',
        '--name',
        'Fantom',
      ),
    )
    const run = await ftm({ home: ledgerHome }, 'sign', 'message', 'hi', '--yes', '--account', 'Fantom')
    expect(run.status).toBe(4)
    expect(run.stderr).toContain(
      'The Ledger Fantom app cannot sign messages. Open the Ethereum app on your Ledger',
    )
  })
})
