// Every amount of the human output in the decimal points of the settings (docs/behaviour/tokens-and-assets.md#number-formatting),
// here at 4: the texts that introduce a flow (title and details) cut estimates and balances, and an amount the
// transaction signs keeps its exact value beside the cut one; `ftm tx`/`receipt` keep the wei beside the FTM;
// `--json` keeps base units. Each expected text is built from the --json numbers or the chain, never written out.
// (faucet: faucet.devnet.test.ts; approvals list: approvals.devnet.test.ts; bridge status: bridgeRequests.devnet.test.ts;
// balance, assets, history, stake, pool list/show/actions, swap quote, fmint status: allWallets.devnet.test.ts.)

import type {} from '@ftm-wallet/devnet/vitest-setup'
import { formatTokenValue, formatUnits } from '@ftm-wallet/sdk'
import { Wallet } from 'ethers'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { getBalance } from './chain.js'
import {
  createFundedWallet,
  createHome,
  expectOk,
  type FtmRun,
  literal,
  ftm as runFtm,
  swapArgs,
  wei,
} from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl
const RECIPIENT = Wallet.createRandom().address
const VALIDATOR = '1'

let home: string
let passwordFile: string
const ftm = (...args: string[]) => runFtm({ home }, '--api', api, ...args)
const pw = () => ['--password-file', passwordFile]
/** A flow run with --json: its result (stdout) and the texts people read (stderr). */
const flowRun = async (...args: string[]) => {
  const run = expectOk(await ftm(...args, ...pw(), '--json'))
  return { result: run.json<Record<string, unknown>>(), text: run.stderr }
}

/** The amount as the settings (4 decimal points) write it. */
const cut = (value: unknown, decimals = 18) =>
  formatTokenValue(BigInt(String(value)), { decimals, displayDecimals: 4 })
/** An amount a transaction signs: cut, and its exact value beside it when the cut hid digits. */
const signed = (value: unknown, symbol: string) => {
  const shown = `${cut(value)} ${symbol}`
  return shown.includes('…') ? `${shown} (exactly ${formatUnits(BigInt(String(value)))} ${symbol})` : shown
}
const okText = (run: FtmRun) => `${expectOk(run).stdout}${run.stderr}`

describe('amounts in the decimal points of the settings (4)', () => {
  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('display-decimals'))
    await createFundedWallet(ftm, { home, passwordFile, name: 'Dee', devnetUrl: devnet.url, amount: 400 })
    expectOk(await ftm('settings', 'set', 'fractionDigits', '4'))
    expectOk(await ftm('wrap', '--amount', '40', '--yes', ...pw()))
  }, 120_000)

  it('send: the amount signed is cut with its exact value beside it; a whole one needs no exact value', async () => {
    const cutSend = okText(
      await ftm('send', '--to', RECIPIENT, '--amount', '1.23456789', '--dry-run', ...pw()),
    )
    expect(cutSend).toContain(`Send 1.2345… FTM (exactly 1.23456789 FTM) to ${RECIPIENT}`)
    const whole = okText(await ftm('send', '--to', RECIPIENT, '--amount', '2', '--dry-run', ...pw()))
    expect(whole).toContain(`Send 2.0000 FTM to ${RECIPIENT}`)
  })

  it('tx and receipt: the value and the fee in the decimal points, the wei beside them', async () => {
    const { result } = await flowRun('send', '--to', RECIPIENT, '--amount', '0.98765432109', '--yes')
    const step = (result.steps as Array<{ hash: string; fee: string }>)[0]
    expect(await getBalance(api, RECIPIENT)).toBe(wei('0.98765432109'))
    const tx = expectOk(await ftm('tx', step?.hash ?? '')).stdout
    expect(tx).toMatch(new RegExp(`^value\\s+0\\.9876… FTM \\(${wei('0.98765432109')} wei\\)$`, 'm'))
    const receipt = expectOk(await ftm('receipt', step?.hash ?? '')).stdout
    const fee = (receipt.match(/^fee\s+(.*)$/m)?.[1] ?? '').trim()
    const feeWei = BigInt(fee.match(/\((\d+) wei\)$/)?.[1] ?? '-1')
    expect(feeWei).toBeGreaterThan(0n)
    expect(fee).toBe(`${cut(feeWei)} FTM (${feeWei} wei)`)
  })

  it('stake delegate, undelegate and show', async () => {
    const { result, text } = await flowRun(
      'stake',
      'delegate',
      '--validator',
      VALIDATOR,
      '--amount',
      '2.3456789',
      '--yes',
    )
    expect(result.amount).toBe(wei('2.3456789').toString())
    expect(text).toMatch(/Delegate to validator 1 \(.*\): 2\.3456… FTM \(exactly 2\.3456789 FTM\)/)
    const show = expectOk(await ftm('stake', 'show', '--validator', VALIDATOR)).stdout
    expect(show).toMatch(/^delegated\s+2\.3456… FTM$/m)
    expect(show).toMatch(/^sFTM minted\s+0\.0000 sFTM$/m)
    const undelegate = okText(
      await ftm('stake', 'undelegate', '--validator', VALIDATOR, '--amount', '1.5', '--dry-run', ...pw()),
    )
    expect(undelegate).toContain(`Undelegate 1.5000 FTM from validator ${VALIDATOR}`)
  })

  it('wrap and unwrap', async () => {
    expect(okText(await ftm('wrap', '--amount', '3', '--dry-run', ...pw()))).toContain(
      'Wrap 3.0000 FTM into WFTM',
    )
    expect(okText(await ftm('unwrap', '--amount', '0.1234567', '--dry-run', ...pw()))).toContain(
      'Unwrap 0.1234… WFTM (exactly 0.1234567 WFTM) into FTM',
    )
  })

  it('fmint lock and mint: the amount signed, and the fee and what arrives cut', async () => {
    const lock = okText(
      await ftm('fmint', 'lock', '--token', 'WFTM', '--amount', '0.123456789', '--dry-run', ...pw()),
    )
    expect(lock).toContain('Lock 0.1234… WFTM (exactly 0.123456789 WFTM) as fMint collateral')
    expectOk(await ftm('fmint', 'lock', '--token', 'WFTM', '--amount', '20', '--yes', ...pw()))
    const { result, text } = await flowRun(
      'fmint',
      'mint',
      '--token',
      'FUSD',
      '--amount',
      '1.23456789',
      '--dry-run',
    )
    expect(result.amount).toBe(wei('1.23456789').toString())
    const fee = BigInt(String(result.fee))
    expect(fee).toBeGreaterThan(0n)
    expect(text).toContain(`Mint ${signed(result.amount, 'FUSD')}`)
    expect(text).toMatch(new RegExp(`^\\s+fee\\s+${literal(cut(fee))} FUSD$`, 'm'))
    expect(text).toMatch(new RegExp(`^\\s+receive\\s+${literal(cut(wei('1.23456789') - fee))} FUSD$`, 'm'))
  })

  it('fmint unlock and repay: the amount signed', async () => {
    // The 20 WFTM locked and the FUSD minted by the test before.
    const unlock = okText(
      await ftm('fmint', 'unlock', '--token', 'WFTM', '--amount', '0.123456789', '--dry-run', ...pw()),
    )
    expect(unlock).toContain('Unlock 0.1234… WFTM (exactly 0.123456789 WFTM) of fMint collateral')
    expectOk(await ftm('fmint', 'mint', '--token', 'FUSD', '--amount', '2', '--yes', ...pw()))
    const repay = okText(
      await ftm('fmint', 'repay', '--token', 'FUSD', '--amount', '0.123456789', '--dry-run', ...pw()),
    )
    expect(repay).toContain('Repay 0.1234… FUSD (exactly 0.123456789 FUSD)')
  })

  it('send --sig: the FTM sent with the call', async () => {
    const call = okText(
      await ftm('send', '--to', RECIPIENT, '--sig', 'ping()', '--value', '0.123456789', '--dry-run', ...pw()),
    )
    expect(call).toContain(`Call ping() on ${RECIPIENT} with 0.1234… FTM (exactly 0.123456789 FTM)`)
  })

  it('stake lock: the amount locked', async () => {
    // The 2.3456789 FTM delegated by the test before.
    const lock = okText(
      await ftm(
        'stake',
        'lock',
        '--validator',
        VALIDATOR,
        '--days',
        '14',
        '--amount',
        '1.23456789',
        '--dry-run',
        ...pw(),
      ),
    )
    expect(lock).toMatch(/Lock 1\.2345… FTM \(exactly 1\.23456789 FTM\) at validator 1 \(.*\) for 14 days/)
  })

  it("the checks' messages write their limits in the decimal points of the settings", async () => {
    const refused = async (...args: string[]) => {
      const run = await ftm(...args, '--dry-run', ...pw())
      expect(run.status, run.stderr).toBe(2)
      return run.stderr
    }
    // The 2.3456789 FTM delegated by the test before.
    expect(await refused('stake', 'undelegate', '--validator', VALIDATOR, '--amount', '5')).toContain(
      'You can undelegate min 1 FTM and max 2.3456… FTM',
    )
    expect(
      await refused('stake', 'lock', '--validator', VALIDATOR, '--days', '14', '--amount', '9'),
    ).toContain('You can lock max 2.3456… FTM')
    expect(await refused('stake', 'delegate', '--validator', VALIDATOR, '--amount', '100000')).toMatch(
      /You can stake max [\d,]+\.\d{4}…? FTM/,
    )
    expect(await refused('send', '--to', RECIPIENT, '--amount', '100000')).toMatch(
      /You can transfer max [\d,]+\.\d{4}…? FTM/,
    )
    expect(
      await refused('bridge', 'send', '--to-chain', 'eth', '--to', RECIPIENT, '--amount', '100000'),
    ).toMatch(/You can transfer max [\d,]+\.\d{4}…? FTM/)
    // fMint's maxima too, rather than the token's display decimals by price (20 WFTM locked by a test before).
    expect(await refused('fmint', 'mint', '--token', 'FUSD', '--amount', '100000')).toMatch(
      /You can mint max [\d,]+\.\d{4}…? FUSD with your collateral/,
    )
  })

  it("bridge status --to-chain: the bridge's balances", async () => {
    const status = expectOk(await ftm('bridge', 'status', '--to-chain', 'eth', '--to', RECIPIENT))
    const json = expectOk(
      await ftm('bridge', 'status', '--to-chain', 'eth', '--to', RECIPIENT, '--json'),
    ).json<{
      balance: number
      pendingBalance: number
    }>()
    const shown = (n: number) => `${cut(wei(n.toFixed(18)))} FTM`
    expect(status.stdout.trim()).toBe(
      `${RECIPIENT} on eth: ${shown(json.balance)} (pending ${shown(json.pendingBalance)})`,
    )
    expect(status.stdout).toMatch(/: [\d,]+\.\d{4}…? FTM \(pending [\d,]+\.\d{4}…? FTM\)/)
  })

  it('swap: the side signed and the slippage bound exact beside the cut, the estimate cut', async () => {
    const { result, text } = await flowRun(...swapArgs('WFTM', 'FUSD', '1.23456789', '--dry-run'))
    expect(text).toContain(`Swap ${signed(result.amountIn, 'WFTM')} for ${cut(result.amountOut)} FUSD`)
    expect(text).toMatch(new RegExp(`^\\s+buy\\s+${literal(cut(result.amountOut))} FUSD$`, 'm'))
    expect(text).toMatch(new RegExp(`^\\s+min received ${literal(signed(result.limit, 'FUSD'))}$`, 'm'))
  })

  it('swap --exact-out: the amount bought and the most sold are signed, what it costs is an estimate', async () => {
    const { result, text } = await flowRun(
      ...swapArgs('WFTM', 'FUSD', '0.123456789', '--exact-out', '--dry-run'),
    )
    expect(result.amountOut).toBe(wei('0.123456789').toString())
    expect(text).toContain(`Swap ${cut(result.amountIn)} WFTM for 0.1234… FUSD (exactly 0.123456789 FUSD)`)
    expect(text).toMatch(new RegExp(`^\\s+sell\\s+${literal(cut(result.amountIn))} WFTM$`, 'm'))
    expect(text).toMatch(new RegExp(`^\\s+max sold ${literal(signed(result.limit, 'WFTM'))}$`, 'm'))
  })

  it('pool add and remove: what is signed exact beside the cut, what comes back cut, the LP burnt', async () => {
    expectOk(await ftm(...swapArgs('WFTM', 'FUSD', '5', '--yes', ...pw())))
    const added = await flowRun('pool', 'add', '--pair', 'WFTM/FUSD', '--amount', '1.23456789', '--yes')
    expect(added.text).toContain(
      `Add ${signed(added.result.amountA, 'WFTM')} and ${signed(added.result.amountB, 'FUSD')} to the WFTM/FUSD pool`,
    )
    const { result, text } = await flowRun(
      'pool',
      'remove',
      '--pair',
      'WFTM/FUSD',
      '--percent',
      '33',
      '--dry-run',
    )
    const liquidity = BigInt(String(result.liquidity))
    expect(liquidity).toBeGreaterThan(0n)
    expect(text).toMatch(new RegExp(`^\\s+LP burnt\\s+${literal(signed(liquidity, 'LP'))}$`, 'm'))
    expect(text).toMatch(
      new RegExp(
        `^\\s+receive\\s+${literal(`${cut(result.amountA)} WFTM + ${cut(result.amountB)} FUSD`)}$`,
        'm',
      ),
    )
  })

  it('bridge send: the amount signed, and what arrives (an estimate) cut', async () => {
    const { result, text } = await flowRun(
      'bridge',
      'send',
      '--to-chain',
      'eth',
      '--to',
      RECIPIENT,
      '--amount',
      '60.123456789',
      '--dry-run',
    )
    expect(text).toContain(`Bridge ${signed(wei('60.123456789'), 'FTM')} to ${RECIPIENT} (Ethereum)`)
    expect(text).toMatch(
      new RegExp(`^\\s+receive\\s+${literal(cut(result.receive))} FTM \\(the bridge keeps its fee\\)$`, 'm'),
    )
  })
})
