// Bad input, as a script would give it: each invocation fails with exit code 2 (bad input or usage) or 4 (wrong
// password), one clear line on stderr (no stack trace), and nothing is written to the wallet's config dir.
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { control, createHome, type FtmRun, ftm, snapshotConfigDir } from './ftm.js'

const devnet = inject('devnet')
const GOOD_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

let home: string
let passwordFile: string
let files: Record<string, string>

type Case = [name: string, args: () => string[], code: 2 | 4, message: RegExp]

const pw = () => ['--password-file', passwordFile]
const send = (...extra: string[]) => ['send', '--yes', ...pw(), ...extra]

const SFC = '0xFC00FACE00000000000000000000000000000000'
const GET_STAKE = 'getStake(address,uint256)(uint256)'

const cases: Case[] = [
  [
    'call: a signature that does not parse',
    () => ['call', SFC, 'getStake(address'],
    2,
    /Not a function signature: 'getStake\(address'/,
  ],
  ['call: an unknown type', () => ['call', SFC, 'getStake(adress,uint256)'], 2, /Not a function signature/],
  [
    'call: too few arguments',
    () => ['call', SFC, GET_STAKE, GOOD_ADDRESS],
    2,
    /takes 2 arguments, got 1: argument 2 \(uint256\) is missing/,
  ],
  [
    'call: too many arguments',
    () => ['call', SFC, GET_STAKE, GOOD_ADDRESS, '1', '2'],
    2,
    /argument 3 '2' is one too many/,
  ],
  [
    'call: an argument that does not fit its type',
    () => ['call', SFC, GET_STAKE, GOOD_ADDRESS, 'abc'],
    2,
    /argument 2 \(uint256\) 'abc' is not a valid uint256/,
  ],
  [
    'call: an integer out of range',
    () => ['call', SFC, 'f(uint8)', '256'],
    2,
    /argument 1 \(uint8\) '256' is not a valid uint8: out of range/,
  ],
  [
    'call: a bad address argument',
    () => ['call', SFC, GET_STAKE, '0x1234', '1'],
    2,
    /argument 1 \(address\) '0x1234'/,
  ],
  [
    'send --sig: a signature that does not parse',
    () => send('--to', SFC, '--sig', 'delegate(uint256', '1'),
    2,
    /Not a function signature/,
  ],
  [
    'send --sig: a wrong argument count',
    () => send('--to', SFC, '--sig', 'delegate(uint256)'),
    2,
    /argument 1 \(uint256\) is missing/,
  ],
  [
    'send --sig: an argument that does not fit',
    () => send('--to', SFC, '--sig', 'delegate(uint256)', '1.5'),
    2,
    /argument 1 \(uint256\) '1.5'/,
  ],
  [
    'send: --sig and --data together',
    () => send('--to', SFC, '--sig', 'f()', '--data', '0x'),
    2,
    /--sig and --data exclude each other/,
  ],
  ['send --data: not hex', () => send('--to', SFC, '--data', '0xzz'), 2, /--data '0xzz' is not 0x-hex bytes/],
  [
    'send: arguments without --sig',
    () => send('--to', SFC, '--amount', '1', '5'),
    2,
    /Unexpected argument '5'/,
  ],
  [
    'send --sig: --value that is no amount',
    () => send('--to', SFC, '--sig', 'f()', '--value', '1 bananas'),
    2,
    /--value '1 bananas'/,
  ],
  [
    '--keystore: not a keystore file',
    () => send('--keystore', join(home, 'notkeystore.json'), '--to', GOOD_ADDRESS, '--amount', '1'),
    2,
    /not a keystore file/,
  ],
  [
    '--keystore: not JSON',
    () => send('--keystore', join(home, 'garbage.json'), '--to', GOOD_ADDRESS, '--amount', '1'),
    2,
    /not a keystore file \(not JSON\)/,
  ],
  [
    '--keystore: wrong password',
    () => [
      'send',
      '--yes',
      '--password-file',
      join(home, 'wrong.txt'),
      '--keystore',
      join(home, 'export', 'wallet.json'),
      '--to',
      GOOD_ADDRESS,
      '--amount',
      '1',
    ],
    4,
    /Bad keystore file or password\./,
  ],
  [
    '--nonce without --sign-only',
    () => send('--to', GOOD_ADDRESS, '--amount', '1', '--nonce', '3'),
    2,
    /--nonce go with --sign-only/,
  ],
  [
    '--gas-price that is no number',
    () => send('--to', GOOD_ADDRESS, '--amount', '1', '--sign-only', '--gas-price', 'cheap'),
    2,
    /--gas-price 'cheap' is not a non-negative integer/,
  ],
  [
    'offline contract call without --gas-limit',
    () =>
      send(
        '--to',
        SFC,
        '--sig',
        'delegate(uint256)',
        '1',
        '--sign-only',
        '--nonce',
        '0',
        '--gas-price',
        '1gwei',
      ),
    2,
    /--gas-limit is needed/,
  ],
  [
    'bridge send --sign-only',
    () => [
      'bridge',
      'send',
      '--to-chain',
      'eth',
      '--to',
      GOOD_ADDRESS,
      '--amount',
      '100',
      '--sign-only',
      '--yes',
      ...pw(),
    ],
    2,
    /bridge send cannot be signed ahead/,
  ],
  ['tx: not a hash', () => ['tx', '0x1234'], 2, /<hash> '0x1234' is not a transaction hash/],
  ['receipt: unknown hash', () => ['receipt', `0x${'ab'.repeat(32)}`], 2, /No receipt for 0xabab/],
  [
    'publish: not signed bytes',
    () => ['publish', '0x1234', '--yes'],
    2,
    /Transaction 1 is not a signed transaction/,
  ],
  [
    'completion: unknown shell',
    () => ['completion', 'powershell'],
    2,
    /<shell> 'powershell': use one of bash, zsh, fish/,
  ],
  [
    'stake claim --all with --validator',
    () => ['stake', 'claim', '--all', '--validator', '1', '--yes', ...pw()],
    2,
    /--validator and --all exclude each other/,
  ],
  [
    'bad address',
    () => send('--to', '0x123', '--amount', '1'),
    2,
    /Enter a valid Opera FTM address or domain name/,
  ],
  [
    'address with a wrong checksum',
    () => send('--to', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', '--amount', '1'),
    2,
    /Enter a valid Opera FTM address/,
  ],
  [
    'name nobody owns',
    () => send('--to', 'nobody-here.ftm', '--amount', '1'),
    2,
    /Enter a valid Opera FTM address or domain name/,
  ],
  [
    'negative amount',
    () => send('--to', GOOD_ADDRESS, '--amount', '-1'),
    2,
    /--amount '-1': Enter a valid amount/,
  ],
  [
    'amount with an exponent',
    () => send('--to', GOOD_ADDRESS, '--amount', '1e30'),
    2,
    /Enter a valid amount/,
  ],
  [
    'huge amount',
    () => send('--to', GOOD_ADDRESS, '--amount', '100000000000'),
    2,
    /You can transfer max .* FTM/,
  ],
  [
    'more decimals than FTM has',
    () => send('--to', GOOD_ADDRESS, '--amount', '0.0000000000000000001'),
    2,
    /at most 18 decimal places/,
  ],
  // A send tolerates zero (test/sendAmount.devnet.test.ts); a wrap does not.
  [
    'zero amount',
    () => ['wrap', '--yes', ...pw(), '--amount', '0'],
    2,
    /--amount '0': enter an amount above 0/,
  ],
  [
    'amount that is not a number',
    () => send('--to', GOOD_ADDRESS, '--amount', 'ten'),
    2,
    /Enter a valid amount/,
  ],
  [
    'token decimals exceeded',
    () => send('--to', GOOD_ADDRESS, '--token', 'USDC', '--amount', '1.0000001'),
    2,
    /at most 6 decimal places/,
  ],
  [
    'unknown token',
    () => send('--to', GOOD_ADDRESS, '--token', 'NOPE', '--amount', '1'),
    2,
    /Unknown token 'NOPE'/,
  ],
  [
    'memo on a token transfer',
    () => send('--to', GOOD_ADDRESS, '--token', 'FUSD', '--amount', '1', '--memo', 'x'),
    2,
    /--memo travels with FTM/,
  ],
  [
    'missing recipient without a terminal',
    () => send('--amount', '1'),
    2,
    /Missing the recipient: --to ADDRESS\|NAME/,
  ],
  [
    'no --yes without a terminal',
    () => ['send', '--to', GOOD_ADDRESS, '--amount', '1', ...pw()],
    2,
    /Confirmation required: pass --yes/,
  ],
  [
    'wrong password',
    () => [
      'send',
      '--yes',
      '--to',
      GOOD_ADDRESS,
      '--amount',
      '1',
      '--password-file',
      join(home, 'wrong.txt'),
    ],
    4,
    /Bad keystore file or password\./,
  ],
  [
    'missing password file',
    () => ['send', '--yes', '--to', GOOD_ADDRESS, '--amount', '1', '--password-file', join(home, 'nope.txt')],
    2,
    /File not found: password file/,
  ],
  [
    'no password at all',
    () => ['send', '--yes', '--to', GOOD_ADDRESS, '--amount', '1'],
    2,
    /Missing the wallet password: --password-file FILE or set FTM_PASSWORD/,
  ],
  [
    'unknown validator',
    () => ['stake', 'delegate', '--validator', '99', '--amount', '5', '--yes', ...pw()],
    2,
    /Unknown validator 99/,
  ],
  [
    'validator id that is not a number',
    () => ['stake', 'delegate', '--validator', 'five', '--amount', '5', '--yes', ...pw()],
    2,
    /--validator 'five': enter a whole number/,
  ],
  [
    'stake below 1 FTM',
    () => ['stake', 'delegate', '--validator', '1', '--amount', '0.5', '--yes', ...pw()],
    2,
    /You can't stake amount less than 1 FTM/,
  ],
  [
    'stake above the validator limit',
    () => ['stake', 'delegate', '--validator', '5', '--amount', '3000', '--yes', ...pw()],
    2,
    /Staking limit reached\. You can stake max .* on validator Nimbus Node/,
  ],
  [
    'claim without a delegation',
    () => ['stake', 'claim', '--validator', '3', '--yes', ...pw()],
    2,
    /has no delegation to validator 3/,
  ],
  [
    'missing keystore file',
    () => ['wallet', 'restore', '--keystore', join(home, 'missing.json'), ...pw()],
    2,
    /File not found: keystore file/,
  ],
  [
    'keystore that is not JSON',
    () => ['wallet', 'restore', '--keystore', join(home, 'garbage.json'), ...pw()],
    2,
    /Not valid JSON file\./,
  ],
  [
    'JSON that is not a keystore',
    () => ['wallet', 'restore', '--keystore', join(home, 'notkeystore.json'), ...pw()],
    2,
    /Bad keystore file or password\./,
  ],
  [
    'keystore with the wrong password',
    () => [
      'wallet',
      'restore',
      '--keystore',
      join(home, 'export', 'wallet.json'),
      '--password-file',
      join(home, 'wrong.txt'),
    ],
    4,
    /Bad keystore file or password\./,
  ],
  [
    'recovery phrase of 13 words',
    () => ['wallet', 'restore', '--mnemonic-file', join(home, 'words13.txt'), ...pw()],
    2,
    /Enter a recovery phrase of 12, 15, 18, 21 or 24 words \(this one has 13\)/,
  ],
  [
    'private key that is not hex',
    () => ['wallet', 'restore', '--private-key-file', join(home, 'badkey.txt'), ...pw()],
    2,
    /64 hexadecimal characters/,
  ],
  [
    'two restore sources',
    () => [
      'wallet',
      'restore',
      '--private-key-file',
      join(home, 'badkey.txt'),
      '--mnemonic-file',
      join(home, 'words13.txt'),
    ],
    2,
    /Restore from one source only/,
  ],
  [
    'weak new password',
    () => [
      'wallet',
      'create',
      '--password-file',
      join(home, 'wrong.txt'),
      '--mnemonic-out',
      join(home, 'p.txt'),
    ],
    2,
    /Make sure to enter at least 8 and max 200 characters/,
  ],
  [
    'create without a place for the phrase',
    () => ['wallet', 'create', ...pw()],
    2,
    /Missing where to keep the recovery phrase: --mnemonic-out FILE/,
  ],
  [
    'phrase file that already exists',
    () => ['wallet', 'create', ...pw(), '--mnemonic-out', passwordFile],
    2,
    /already exists/,
  ],
  ['unknown network', () => ['--network', 'moonnet', 'balance'], 2, /moonnet/],
  [
    'API URL that is not http',
    () => ['--api', 'ftp://example.com', 'balance'],
    2,
    /Not a valid http\(s\) URL/,
  ],
  ['unknown wallet', () => ['--account', 'Nobody', 'balance'], 2, /No wallet named or at 'Nobody'/],
  [
    'swap of a token for itself',
    () => ['swap', 'quote', '--from', 'WFTM', '--to', 'wftm', '--amount', '1'],
    2,
    /same token/,
  ],
  [
    'swap of native FTM',
    () => ['swap', 'quote', '--from', 'FTM', '--to', 'FUSD', '--amount', '1'],
    2,
    /wrap FTM first/,
  ],
  [
    'pool share above 100 %',
    () => ['pool', 'remove', '--pair', 'WFTM/FUSD', '--percent', '150', '--yes', ...pw()],
    2,
    /You have no liquidity|--percent '150'/,
  ],
  ['pair written badly', () => ['pool', 'show', 'WFTM-FUSD'], 2, /write it as TOKEN\/TOKEN/],
  [
    'vote without delegations',
    () => ['gov', 'vote', '4', '--choices', '1,1,1', '--yes', ...pw()],
    2,
    /You can't vote, you have no delegations\./,
  ],
  ['unknown proposal', () => ['gov', 'show', '999'], 2, /No proposal 999/],
  [
    'fMint claim without rewards',
    () => ['fmint', 'claim', '--yes', ...pw()],
    2,
    /No fMint rewards to claim \(rewards need a collateral ratio of 500 % or more to accrue\)/,
  ],
  [
    'bridge to an unknown chain',
    () => ['bridge', 'send', '--to-chain', 'sol', '--to', GOOD_ADDRESS, '--amount', '60', '--yes', ...pw()],
    2,
    /--to-chain 'sol': use eth or bsc/,
  ],
  [
    'bridge to a bad Ethereum address',
    () => ['bridge', 'send', '--to-chain', 'eth', '--to', '0x12', '--amount', '60', '--yes', ...pw()],
    2,
    /Enter a valid ETH address/,
  ],
  [
    'bridge below the minimum',
    () => ['bridge', 'send', '--to-chain', 'eth', '--to', GOOD_ADDRESS, '--amount', '10', '--yes', ...pw()],
    2,
    /You must transfer at least 50 FTM/,
  ],
  ['unknown currency', () => ['settings', 'set', 'currency', 'XYZ'], 2, /Currency must be one of USD, EUR/],
  [
    'slippage out of range',
    () => ['settings', 'set', 'fUniswapSlippageTolerance', '500'],
    2,
    /Value must be between 0\.1% and 100%/,
  ],
  ['remove without --yes', () => ['wallet', 'remove', 'Victim'], 2, /Confirmation required/],
  [
    'contact with a bad address',
    () => ['contacts', 'add', '0x123', '--name', 'X'],
    2,
    /Not valid Fantom address/,
  ],
  [
    // This machine has no libusb/libudev headers, so the optional node-hid build is absent
    // (docs/toolchain.md#ledger-in-node).
    'Ledger without its USB transport package',
    () => ['wallet', 'import-ledger', '--address-id', '0'],
    2,
    /Ledger support needs @ledgerhq\/hw-transport-node-hid/,
  ],
  ['unknown command', () => ['frobnicate'], 2, /unknown command 'frobnicate'/],
]

async function runAll(): Promise<Map<string, FtmRun>> {
  const results = new Map<string, FtmRun>()
  const queue = [...cases]
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, args] = next
      results.set(name, await ftm({ home }, '--api', devnet.apiUrl, ...args()))
    }
  }
  await Promise.all([worker(), worker(), worker()])
  return results
}

describe('bad input', () => {
  let results: Map<string, FtmRun>

  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('bad'))
    const created = await ftm(
      { home },
      'wallet',
      'create',
      '--name',
      'Victim',
      '--password-file',
      passwordFile,
      '--mnemonic-out',
      join(home, 'phrase.txt'),
      '--json',
    )
    expect(created.status).toBe(0)
    await control(devnet.url, 'faucet', {
      address: created.json<{ address: string }>().address,
      amount: 5000,
    })
    await mkdir(join(home, 'export'))
    expect(
      (await ftm({ home }, 'wallet', 'export', '--out', join(home, 'export', 'wallet.json'))).status,
    ).toBe(0)
    await writeFile(join(home, 'wrong.txt'), 'not-the-password\n')
    await writeFile(join(home, 'garbage.json'), '{ this is not json')
    await writeFile(join(home, 'notkeystore.json'), '{"version": 1, "hello": "world"}')
    await writeFile(join(home, 'words13.txt'), `${Array(13).fill('abandon').join(' ')}\n`)
    await writeFile(join(home, 'badkey.txt'), 'zz-not-a-key\n')
    files = await snapshotConfigDir(home)
    results = await runAll()
  }, 300_000)

  it(`has at least 30 cases (${cases.length})`, () => {
    expect(cases.length).toBeGreaterThanOrEqual(30)
  })

  const table = cases.map(([name, , code, message]) => ({ name, code, message }))
  it.each(table)('$name → exit $code', ({ name, code, message }) => {
    const run = results.get(name)!
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(code)
    expect(run.stderr).toMatch(message)
    expect(run.stderr).not.toMatch(/\n\s+at /)
  })

  it('gives one JSON error document with --json and nothing else on stdout', async () => {
    const run = await ftm(
      { home },
      '--api',
      devnet.apiUrl,
      ...send('--to', '0x123', '--amount', '1'),
      '--json',
    )
    expect(run.status).toBe(2)
    expect(run.json()).toEqual({
      ok: false,
      error: {
        code: 'SEND_INVALID_OPERA_ADDRESS',
        message: "--to '0x123': Enter a valid Opera FTM address or domain name",
      },
    })
  })

  it('wrote nothing to the config dir', async () => {
    expect(await snapshotConfigDir(home)).toEqual(files)
  })
})
