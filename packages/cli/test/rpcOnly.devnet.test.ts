// The CLI without the Fantom API: an RPC-only network (--rpc-only, or `settings set rpc-only true`) reads the
// balance, sends, delegates and reads `fmint status` over the devnet's JSON-RPC node, warning on stderr; a dead API
// endpoint falls back to the node the same way; an RPC endpoint of another chain is refused with both ids. The chain state is read
// back over the devnet's API (not through the CLI).
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { getBalance, getDelegation, getTxStatus } from './chain.js'
import { control, createHome, expectOk, ftm as runFtm, wei } from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl
const rpcUrl = devnet.rpcUrl
const VALIDATOR = 1
const LIMITED =
  'Limited mode: the Fantom API is unreachable — history, pairs and charts need it; sending and staking still work'

let home: string
let passwordFile: string
let address: string

/** `ftm` on the devnet with JSON-RPC only. */
const rpcOnly = (...args: string[]) => runFtm({ home }, '--rpc-only', '--rpc', rpcUrl, ...args)

describe('an RPC-only network on the devnet', () => {
  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('rpc-only'))
    const created = await runFtm(
      { home },
      'wallet',
      'create',
      '--name',
      'Node',
      '--password-file',
      passwordFile,
      '--mnemonic-out',
      `${home}/phrase.txt`,
      '--json',
    )
    expectOk(created)
    address = created.json<{ address: string }>().address
    await control(devnet.url, 'faucet', { address, amount: 1000 })
  })

  it('reads the balance over JSON-RPC, the same as the API, with the limited-mode warning on stderr', async () => {
    const run = await rpcOnly('balance', '--json')
    expectOk(run)
    const balance = run.json<{ balance: string; totalValue: string }>()
    expect(BigInt(balance.balance)).toBe(await getBalance(api, address))
    expect(BigInt(balance.balance)).toBe(wei('1000'))
    expect(run.stderr).toContain(`warning: ${LIMITED}`)
  })

  it('sends FTM over JSON-RPC', async () => {
    const recipient = '0x000000000000000000000000000000000000cafE'
    const before = await getBalance(api, recipient)
    const run = await rpcOnly(
      'send',
      '--to',
      recipient,
      '--amount',
      '2.5',
      '--yes',
      '--password-file',
      passwordFile,
      '--json',
    )
    expectOk(run)
    const [step] = run.json<{ steps: Array<{ hash: string; status: string }> }>().steps
    expect(step?.status).toBe('success')
    expect((await getTxStatus(api, step?.hash as string)).status).toBe(1)
    expect(await getBalance(api, recipient)).toBe(before + wei('2.5'))
  })

  it('delegates over JSON-RPC, and the total value then counts the delegation', async () => {
    const run = await rpcOnly(
      'stake',
      'delegate',
      '--validator',
      String(VALIDATOR),
      '--amount',
      '100',
      '--yes',
      '--password-file',
      passwordFile,
      '--json',
    )
    expectOk(run)
    expect((await getDelegation(api, address, VALIDATOR))?.amountDelegated).toBe(wei('100'))
    const balance = await rpcOnly('balance', '--json')
    expectOk(balance)
    const { totalValue } = balance.json<{ totalValue: string }>()
    expect(BigInt(totalValue)).toBeGreaterThan(await getBalance(api, address))
  })

  it("reads `fmint status` over JSON-RPC (the devnet's contracts kept from its deployment), as over the API", async () => {
    const tx = async (...args: string[]) =>
      expectOk(
        await runFtm({ home }, '--api', api, ...args, '--yes', '--password-file', passwordFile, '--json'),
      )
    await tx('wrap', '--amount', '300')
    await tx('fmint', 'lock', '--token', 'WFTM', '--amount', '250')
    await tx('fmint', 'mint', '--amount', '10')
    type Status = {
      collateral: { token: string; balance: string }[]
      debt: { token: string; balance: string }[]
    }
    const position = (run: Awaited<ReturnType<typeof runFtm>>) => {
      const { collateral, debt, collateralValue, debtValue, collateralRatio4, band, borrowLimit } = run.json<
        Status & Record<string, unknown>
      >()
      return { collateral, debt, collateralValue, debtValue, collateralRatio4, band, borrowLimit }
    }
    const overApi = expectOk(await runFtm({ home }, '--api', api, 'fmint', 'status', '--json'))
    expect(overApi.stderr).not.toContain(LIMITED)
    expect(position(overApi).collateral).toEqual([
      expect.objectContaining({ token: 'WFTM', balance: wei('250').toString() }),
    ])
    expect(position(overApi).debt).toEqual([
      expect.objectContaining({ token: 'FUSD', balance: wei('10').toString() }),
    ])
    const overRpc = expectOk(await rpcOnly('fmint', 'status', '--json'))
    expect(overRpc.stderr).toContain(`warning: ${LIMITED}`)
    expect(position(overRpc)).toEqual(position(overApi))
    const apiDead = expectOk(
      await runFtm({ home }, '--api', 'http://127.0.0.1:1/api', '--rpc', rpcUrl, 'fmint', 'status', '--json'),
    )
    expect(apiDead.stderr).toContain(LIMITED)
    expect(position(apiDead)).toEqual(position(overApi))
  })

  it('says that fMint needs the API when no devnet deployment was ever read (exit code 2)', async () => {
    const fresh = await createHome('rpc-only-fresh')
    const run = await runFtm(
      { home: fresh.home },
      '--rpc-only',
      '--rpc',
      rpcUrl,
      '--account',
      address,
      'fmint',
      'status',
    )
    expect(run.status).toBe(2)
    expect(run.stderr).toContain('fMint needs the Fantom API on this network')
  })

  it('says what needs the API (history) with exit code 2', async () => {
    const run = await rpcOnly('history', '--json')
    expect(run.status).toBe(2)
    expect(run.stderr).toContain(
      'This needs the Fantom API (history, pairs and charts); the network is configured for JSON-RPC only',
    )
  })

  it('falls back to the node when the API endpoint is dead, with the warning', async () => {
    const run = await runFtm(
      { home },
      '--api',
      'http://127.0.0.1:1/api',
      '--rpc',
      rpcUrl,
      'balance',
      '--json',
    )
    expectOk(run)
    expect(BigInt(run.json<{ balance: string }>().balance)).toBe(await getBalance(api, address))
    expect(run.stderr).toContain(LIMITED)
  })

  it('is configured with `settings set rpc-only true` and refuses an RPC endpoint of another chain with both ids', async () => {
    expectOk(await runFtm({ home }, 'settings', 'set', 'rpc', rpcUrl, '--json'))
    expectOk(await runFtm({ home }, 'settings', 'set', 'rpc-only', 'true', '--json'))
    const run = await runFtm({ home }, 'balance', '--json')
    expectOk(run)
    expect(run.stderr).toContain(LIMITED)
    expectOk(await runFtm({ home }, 'settings', 'set', 'rpc-only', 'false', '--json'))
    const wrong = await runFtm({ home }, '--network', 'testnet', 'settings', 'set', 'rpc', rpcUrl)
    expect(wrong.status).toBe(2)
    expect(wrong.stderr).toContain(
      `The JSON-RPC endpoint reports chain id ${devnet.info.chainId}, but the network's chain id is 4002`,
    )
  })

  it('refuses an RPC endpoint of another chain named by --rpc or FTM_RPC before using it, with both ids', async () => {
    const mismatch = (chainId: number) =>
      `The JSON-RPC endpoint reports chain id ${devnet.info.chainId}, but the network's chain id is ${chainId}`
    const hash = `0x${'ab'.repeat(32)}`
    const lookup = await runFtm({ home }, '--network', 'testnet', '--rpc', rpcUrl, 'tx', hash, '--json')
    expect(lookup.status).toBe(2)
    expect(lookup.json()).toEqual({
      ok: false,
      error: { code: 'RPC_CHAIN_MISMATCH', message: mismatch(4002) },
    })
    const call = await runFtm(
      { home, env: { FTM_RPC: rpcUrl } },
      '--network',
      'mainnet',
      'call',
      '0xFC00FACE00000000000000000000000000000000',
      'currentEpoch()(uint256)',
    )
    expect(call.status).toBe(2)
    expect(call.stderr).toContain(mismatch(250))
    const limited = await runFtm({ home }, '--network', 'testnet', '--rpc-only', '--rpc', rpcUrl, 'balance')
    expect(limited.status).toBe(2)
    expect(limited.stderr).toContain(mismatch(4002))
    // The devnet's own endpoint named by --rpc is the network's chain: used.
    const ok = await runFtm({ home }, '--api', api, '--rpc', rpcUrl, 'tx', hash, '--json')
    expect(ok.stderr).not.toContain('chain id')
  })
})
