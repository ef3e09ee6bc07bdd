// Chain text cannot drive the terminal: a token on the devnet named with ESC, BEL and OSC 52 sequences prints
// escaped in `ftm assets`, `ftm swap quote` and in errors, and stays intact (but escaped) in --json.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { createHome, type FtmRun, rpc, ftm as runFtm } from './ftm.js'

const devnet = inject('devnet')
const contracts = devnet.info.contracts as Record<string, string>
const ESC = '\u001b'
const BEL = '\u0007'
// Clears the screen, sets the clipboard (OSC 52, "echo hi" in base64), rings the bell, returns the carriage.
const NAME = `Evil${ESC}[2J${ESC}]52;c;ZWNobyBoaQ==${BEL}Coin${BEL}\r`
const SYMBOL = `EV${ESC}[31mIL${BEL}`
const NAME_SHOWN = 'Evil\\x1b[2J\\x1b]52;c;ZWNobyBoaQ==\\x07Coin\\x07\\x0d'
const SYMBOL_SHOWN = 'EV\\x1b[31mIL\\x07'

let home: string
let passwordFile: string
let address: string
let token: string
let pair: string

const ftm = (...args: string[]) => runFtm({ home }, '--api', devnet.apiUrl, ...args)

/** Raw control characters (C0 but newline and tab, DEL, C1) in a run's output, as code points. */
const rawControls = (run: FtmRun) =>
  [...(run.stdout + run.stderr)]
    .map((c) => c.codePointAt(0) ?? 0)
    .filter((n) => (n < 0x20 && n !== 0x0a && n !== 0x09) || (n >= 0x7f && n <= 0x9f))

// Minimal ABI encoding for the few calls below (static words and two strings).
const word = (value: bigint | string) =>
  (typeof value === 'string' ? value.replace(/^0x/, '') : value.toString(16)).padStart(64, '0')
const stringTail = (text: string) => {
  const bytes = Buffer.from(text, 'utf8')
  return word(BigInt(bytes.length)) + bytes.toString('hex').padEnd(Math.ceil(bytes.length / 32) * 64, '0')
}
const FTM = 10n ** 18n

async function send(from: string, tx: { to?: string; data: string; value?: bigint }) {
  const hash = await rpc<string>(devnet.rpcUrl, 'eth_sendTransaction', [
    {
      from,
      ...(tx.to ? { to: tx.to } : {}),
      data: tx.data,
      value: `0x${(tx.value ?? 0n).toString(16)}`,
      gas: '0x7a1200',
    },
  ])
  // Automine is quick, not synchronous: while other test files advance the shared devnet's epochs the receipt can
  // take a moment, so it is polled for.
  let receipt: { status: string; contractAddress: string | null } | null = null
  for (let attempt = 0; receipt === null && attempt < 100; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 100))
    receipt = await rpc<{ status: string; contractAddress: string | null } | null>(
      devnet.rpcUrl,
      'eth_getTransactionReceipt',
      [hash],
    )
  }
  expect(receipt?.status).toBe('0x1')
  return receipt as { status: string; contractAddress: string | null }
}

beforeAll(async () => {
  ;({ home, passwordFile } = await createHome('escape'))
  const created = await ftm(
    'wallet',
    'create',
    '--name',
    'Escape',
    '--password-file',
    passwordFile,
    '--mnemonic-out',
    join(home, 'phrase.txt'),
    '--json',
  )
  expect(created.status, created.stderr).toBe(0)
  address = created.json<{ address: string }>().address

  // The token's deployer is an impersonated random account: anvil signs for it.
  const deployer = `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(20))).toString('hex')}`
  await rpc(devnet.rpcUrl, 'anvil_impersonateAccount', [deployer])
  await rpc(devnet.rpcUrl, 'anvil_setBalance', [deployer, `0x${(1000n * FTM).toString(16)}`])
  const artifact = JSON.parse(
    await readFile(new URL('../../devnet/artifacts/MintableToken.json', import.meta.url), 'utf8'),
  ) as { bytecode: string }
  const nameTail = stringTail(NAME)
  const args = word(96n) + word(BigInt(96 + nameTail.length / 2)) + word(18n) + nameTail + stringTail(SYMBOL)
  token = (await send(deployer, { data: artifact.bytecode + args })).contractAddress as string
  // mint(address,uint256): 5 to the CLI wallet, 1000 to the deployer for the pool
  await send(deployer, { to: token, data: `0x40c10f19${word(address)}${word(5n * FTM)}` })
  await send(deployer, { to: token, data: `0x40c10f19${word(deployer)}${word(1000n * FTM)}` })
  const router = contracts.uniswapRouter as string
  // approve(router, 1000), then addLiquidityETH(token, 100, 0, 0, deployer, deadline) with 10 FTM
  await send(deployer, { to: token, data: `0x095ea7b3${word(router)}${word(1000n * FTM)}` })
  const latest = await rpc<{ timestamp: string }>(devnet.rpcUrl, 'eth_getBlockByNumber', ['latest', false])
  const deadline = BigInt(latest.timestamp) + 3600n
  await send(deployer, {
    to: router,
    data: `0xf305d719${word(token)}${word(100n * FTM)}${word(0n)}${word(0n)}${word(deployer)}${word(deadline)}`,
    value: 10n * FTM,
  })
  await rpc(devnet.rpcUrl, 'anvil_stopImpersonatingAccount', [deployer])
  const pools = (await ftm('pool', 'list', '--json')).json<{
    pools: Array<{ pair: string; tokens: Array<{ address: string }> }>
  }>().pools
  const pool = pools.find((p) => p.tokens.some((t) => t.address.toLowerCase() === token.toLowerCase()))
  pair = pool?.pair ?? ''
})

describe('chain text in the terminal', () => {
  it('ftm assets shows the token name and symbol escaped, and --json keeps them exactly', async () => {
    const run = await ftm('assets')
    expect(run.status).toBe(0)
    expect(run.stdout).toContain(SYMBOL_SHOWN)
    expect(run.stdout).toContain(NAME_SHOWN)
    expect(rawControls(run)).toEqual([])

    const json = await ftm('assets', '--json')
    expect(rawControls(json)).toEqual([])
    const assets = json.json<{ assets: Array<{ address: string | null; name: string; symbol: string }> }>()
      .assets
    expect(assets.find((a) => a.address?.toLowerCase() === token.toLowerCase())).toMatchObject({
      name: NAME,
      symbol: SYMBOL,
    })
  })

  it('ftm swap quote shows the symbol escaped', async () => {
    const run = await ftm('swap', 'quote', '--from', token, '--to', 'WFTM', '--amount', '1')
    expect(run.status, run.stderr).toBe(0)
    expect(run.stdout).toMatch(/sell\s+1\.00 EV\\x1b\[31mIL\\x07/)
    expect(rawControls(run)).toEqual([])
  })

  it('an error that names the token shows it escaped, on stderr and in the --json error', async () => {
    expect(pair).toMatch(/^0x[0-9a-f]{40}$/i)
    const args = [
      'pool',
      'remove',
      '--pair',
      pair,
      '--percent',
      '50',
      '--yes',
      '--password-file',
      passwordFile,
    ]
    const run = await ftm(...args)
    expect(run.status).not.toBe(0)
    const pools = [`${SYMBOL_SHOWN}/WFTM`, `WFTM/${SYMBOL_SHOWN}`]
    expect(pools.map((p) => run.stderr.includes(`error: You have no liquidity in the ${p} pool`))).toContain(
      true,
    )
    expect(rawControls(run)).toEqual([])

    const json = await ftm(...args, '--json')
    expect(rawControls(json)).toEqual([])
    expect(json.json<{ error: { message: string } }>().error.message).toContain(SYMBOL)
  })
})
