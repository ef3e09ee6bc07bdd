// @vitest-environment node
// End to end (issue 17): the extension in Debian's Chromium driven by a dApp the way dApps are written — found
// through EIP-6963 with mipd, driven by viem's wallet client (custom transport) and by wagmi's `injected`
// connector — against the run's devnet. Every signature is checked with viem's verifyMessage / verifyTypedData.
import { readFileSync } from 'node:fs'
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, deriveKeyFromMnemonic } from '@ftm-wallet/sdk'
import type { Page } from 'playwright-core'
import { verifyMessage, verifyTypedData } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildDappLibraries } from './dapp/buildDappLibraries.js'
import { type ChainProxy, serveChainProxy } from './dapp/serveChainProxy.js'
import { type DappServer, serveDapp } from './dapp/serveDapp.js'
import { fundFromFaucet } from './environment.js'
import { type ExtensionSession, startExtensionSession, TEST_PASSWORD } from './extensionHarness.js'
import { devnetEndpoints, expectNoCspViolations } from './session.js'

const RDNS = 'org.ftm-wallet'
// The devnet's plain ERC-20 (constructor: name, symbol, decimals), deployed by the dApp in the deployment step.
const TOKEN_ARTIFACT = JSON.parse(
  readFileSync(new URL('../../../devnet/artifacts/MintableToken.json', import.meta.url), 'utf8'),
) as { abi: unknown[]; bytecode: string }
const CUSTOM_CHAIN = 1337

let devnet: ProvidedDevnet
let dapp: DappServer
let proxy: ChainProxy
let session: ExtensionSession
let wallet: Page
let site: Page
const accounts = { granted: '' as `0x${string}`, other: '' as `0x${string}` }

type Answer = { result?: unknown; error?: { code?: number; name: string; message: string } }

/** Runs one of the dApp's actions (viem or wagmi) in the page, as a site would. */
function call(action: string, args: Record<string, unknown> = {}): Promise<Answer> {
  return site.evaluate(([rdns, a, p]) => window.libs.call(rdns, a, p), [RDNS, action, args] as const)
}

/** Starts an action that opens a wallet window, and returns the window with the action's answer to come. */
async function withWindow(path: string, action: string, args: Record<string, unknown> = {}) {
  const opened = session.nextWalletWindow(path)
  const answer = call(action, args)
  return { window: await opened, answer }
}

async function signWithPassword(window: Page) {
  await window.getByLabel('Please enter your wallet password to sign').fill(TEST_PASSWORD)
  const closed = window.waitForEvent('close')
  await window.getByRole('button', { name: 'Sign', exact: true }).click()
  await closed
}

const seen = () => site.evaluate(() => window.libs.seen)
const seenEvent = (event: string, value: string) =>
  site.waitForFunction(([e, v]) => window.libs.seen.some((s) => s.event === e && s.value === v), [
    event,
    value,
  ] as const)

const MAIL = {
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: { name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' },
    contents: 'Hello, Bob!',
  },
} as const

declare global {
  interface Window {
    libs: {
      seen: { event: string; value: string }[]
      wallets(): { uuid: string; name: string; icon: string; rdns: string }[]
      call(rdns: string, action: string, args?: Record<string, unknown>): Promise<Answer>
    }
  }
}

beforeAll(async () => {
  devnet = inject('devnet')
  dapp = await serveDapp(await buildDappLibraries())
  proxy = await serveChainProxy(devnet.rpcUrl, CUSTOM_CHAIN)
  session = await startExtensionSession(devnet)
  const a = deriveKeyFromMnemonic(createMnemonic())
  const b = deriveKeyFromMnemonic(createMnemonic())
  accounts.granted = a.address as `0x${string}`
  accounts.other = b.address as `0x${string}`
  await fundFromFaucet(devnetEndpoints(devnet), a.address)
  wallet = await session.context.newPage()
  await wallet.goto(`chrome-extension://${session.extensionId}/popup.html#/`)
  await wallet.getByRole('button', { name: 'Ok, understood' }).click()
  await session.restoreFromKeystore(wallet, a.privateKey, 'welcome')
  await wallet.goto(`chrome-extension://${session.extensionId}/popup.html#/dashboard`)
  await session.restoreFromKeystore(wallet, b.privateKey, 'dashboard')
  site = await session.context.newPage()
  await site.goto(`${dapp.origin}/libraries.html?chainId=${devnet.info.chainId}`)
  await site.waitForFunction((rdns) => window.libs.wallets().some((w) => w.rdns === rdns), RDNS)
}, 300_000)

afterAll(async () => {
  await session?.close()
  await dapp?.close()
  await proxy?.close()
  if (session) expectNoCspViolations(session.cspViolations)
})

describe('a dApp on viem, wagmi and mipd', () => {
  it('finds the wallet through EIP-6963 (mipd), flagged isMetaMask, without window.ethereum by default', async () => {
    const [info] = await site.evaluate(() => window.libs.wallets())
    expect(info).toMatchObject({ name: 'Fantom Wallet', rdns: RDNS })
    expect(await call('isMetaMask')).toEqual({ result: true })
    expect(await call('windowEthereum')).toEqual({ result: { present: false, ours: false } })
    expect(await call('getChainId')).toEqual({ result: devnet.info.chainId })
  }, 60_000)

  it('refuses a site without a grant with 4100, before any window', async () => {
    const answer = await call('signMessage', { account: accounts.granted, message: 'hello' })
    expect(answer.error?.code).toBe(4100)
    expect(await call('request', { method: 'eth_accounts', params: [] })).toEqual({ result: [] })
  }, 60_000)

  it('connects through viem’s requestAddresses, and the provider emits connect', async () => {
    const { window, answer } = await withWindow('/eip-select-accounts/', 'requestAddresses')
    await window.getByRole('switch', { name: new RegExp(accounts.granted) }).click()
    await window.getByRole('button', { name: 'Connect' }).click()
    expect((await answer).result).toEqual([accounts.granted])
    const connect = (await seen()).find((s) => s.event === 'connect')
    expect(connect?.value).toBe(JSON.stringify({ chainId: `0x${devnet.info.chainId.toString(16)}` }))
  }, 60_000)

  it('personal_sign: shows the text, and the signature verifies with viem', async () => {
    const message = 'Hello from the test dApp.\nSecond line.'
    const { window, answer } = await withWindow('/eip-request/', 'signMessage', {
      account: accounts.granted,
      message,
    })
    await window.getByTestId('eip-site').getByText(dapp.origin).waitFor()
    const shown = window.getByRole('region', { name: 'Message' })
    expect(await shown.locator('pre').textContent()).toBe(message)
    await signWithPassword(window)
    const signature = (await answer).result as `0x${string}`
    expect(await verifyMessage({ address: accounts.granted, message, signature })).toBe(true)
  }, 60_000)

  it('shows bytes that are not text as hex with the warning; Reject gives 4001', async () => {
    const raw = '0xff00fe01'
    const { window, answer } = await withWindow('/eip-request/', 'signMessage', {
      account: accounts.granted,
      raw,
    })
    const shown = window.getByRole('region', { name: 'Message' })
    await shown.getByRole('alert').getByText('This message is not readable text.', { exact: false }).waitFor()
    expect(await shown.locator('pre').textContent()).toBe(raw)
    await window.getByRole('button', { name: 'Reject' }).click()
    expect((await answer).error?.code).toBe(4001)
  }, 60_000)

  it('flags a sign-in (EIP-4361) for another domain; closing the window is 4001 and leaves nothing pending', async () => {
    const message = [
      'bank.example wants you to sign in with your Ethereum account:',
      accounts.granted,
      '',
      'Sign in to your bank.',
      '',
      'URI: https://bank.example/login',
      'Version: 1',
      `Chain ID: ${devnet.info.chainId}`,
      'Nonce: 83hd92kd',
      'Issued At: 2026-11-27T15:00:00Z',
    ].join('\n')
    const { window, answer } = await withWindow('/eip-request/', 'signMessage', {
      account: accounts.granted,
      message,
    })
    const signIn = window.getByRole('region', { name: 'Sign-in request' })
    expect(await signIn.getByRole('alert').textContent()).toBe(
      `This sign-in is for bank.example, but the request comes from ${dapp.origin}. Sign only if you trust both.`,
    )
    expect(await signIn.getByText('83hd92kd').count()).toBe(1)
    await window.close()
    expect((await answer).error?.code).toBe(4001)
    // Nothing dangles: the next request opens its window.
    const again = await withWindow('/eip-request/', 'signMessage', {
      account: accounts.granted,
      message: 'again',
    })
    await again.window.getByRole('button', { name: 'Reject' }).click()
    expect((await again.answer).error?.code).toBe(4001)
  }, 60_000)

  it('answers -32002 to a second request while a window is open', async () => {
    const first = await withWindow('/eip-request/', 'signMessage', {
      account: accounts.granted,
      message: 'one',
    })
    const second = await call('signMessage', { account: accounts.granted, message: 'two' })
    expect(second.error?.code).toBe(-32002)
    await first.window.getByRole('button', { name: 'Reject' }).click()
    expect((await first.answer).error?.code).toBe(4001)
  }, 60_000)

  it('eth_signTypedData_v4: shows the domain and the message tree, and the signature verifies with viem', async () => {
    const domain = { name: 'Ether Mail', version: '1', chainId: devnet.info.chainId }
    const typedData = { ...MAIL, domain }
    const { window, answer } = await withWindow('/eip-request/', 'signTypedData', {
      account: accounts.granted,
      typedData,
    })
    const shown = window.getByRole('region', { name: 'Typed data' })
    await shown.getByText('Ether Mail').waitFor()
    expect(await shown.getByRole('alert').count()).toBe(0)
    expect(await shown.getByRole('list', { name: 'Message fields' }).textContent()).toContain('Hello, Bob!')
    await signWithPassword(window)
    const signature = (await answer).result as `0x${string}`
    expect(await verifyTypedData({ address: accounts.granted, ...typedData, signature } as never)).toBe(true)
  }, 60_000)

  it('refuses malformed typed data with -32602 naming the problem, and opens no window', async () => {
    const windows = () => session.context.pages().length
    const before = windows()
    const { primaryType: _, ...noPrimary } = { ...MAIL, domain: { name: 'x', chainId: devnet.info.chainId } }
    const answer = await call('request', {
      method: 'eth_signTypedData_v4',
      params: [accounts.granted, JSON.stringify(noPrimary)],
    })
    expect(answer.error?.code).toBe(-32602)
    expect(answer.error?.message).toContain('primaryType')
    expect(windows()).toBe(before)
  }, 60_000)

  it('shows an unlimited EIP-2612 permit as an approval with the warning', async () => {
    const token = (devnet.info.contracts as Record<string, string>).fusd as `0x${string}`
    const typedData = {
      domain: { name: 'fUSD', version: '1', chainId: devnet.info.chainId, verifyingContract: token },
      types: {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      },
      primaryType: 'Permit',
      message: {
        owner: accounts.granted,
        spender: accounts.other,
        value: (2n ** 256n - 1n).toString(),
        nonce: '0',
        deadline: '1800000000',
      },
    }
    const { window, answer } = await withWindow('/eip-request/', 'signTypedData', {
      account: accounts.granted,
      typedData,
    })
    const approval = window.getByRole('region', { name: 'Approval' })
    expect(await approval.getByRole('alert').textContent()).toBe(
      `Unlimited allowance: ${accounts.other} may spend all your fUSD (${token}), now and later, until you revoke it.`,
    )
    expect(await approval.getByText('UNLIMITED', { exact: true }).count()).toBe(1)
    await window.getByRole('button', { name: 'Reject' }).click()
    expect((await answer).error?.code).toBe(4001)
  }, 60_000)

  it('sends a transaction through viem’s sendTransaction, confirmed with the password and mined on the devnet', async () => {
    const { window, answer } = await withWindow('/eip-send-transaction/', 'sendTransaction', {
      account: accounts.granted,
      to: accounts.other,
      value: (10n ** 17n).toString(),
    })
    await window.getByRole('region', { name: 'Transaction summary' }).waitFor({ timeout: 30_000 })
    await window.getByLabel('Please enter your wallet password to send the transaction').fill(TEST_PASSWORD)
    await window.getByRole('button', { name: 'Send' }).click()
    const hash = (await answer).result as string
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = (await call('waitForReceipt', { hash })).result as Record<string, string>
    expect(receipt).toMatchObject({ status: 'success', transactionHash: hash })
    expect(receipt.to?.toLowerCase()).toBe(accounts.other.toLowerCase())
  }, 120_000)

  it('sends an EIP-1559 transaction (viem gives maxFeePerGas): signed as type 2 and mined on the devnet', async () => {
    const maxFeePerGas = 2n * 10n ** 11n
    const { window, answer } = await withWindow('/eip-send-transaction/', 'sendTransaction', {
      account: accounts.granted,
      to: accounts.other,
      value: (10n ** 16n).toString(),
      maxFeePerGas: maxFeePerGas.toString(),
      maxPriorityFeePerGas: (10n ** 9n).toString(),
    })
    await window.getByRole('region', { name: 'Transaction summary' }).waitFor({ timeout: 30_000 })
    await window.getByLabel('Please enter your wallet password to send the transaction').fill(TEST_PASSWORD)
    await window.getByRole('button', { name: 'Send' }).click()
    const hash = (await answer).result as string
    const receipt = (await call('waitForReceipt', { hash })).result as Record<string, string>
    expect(receipt).toMatchObject({ status: 'success', type: 'eip1559' })
    expect(BigInt(receipt.effectiveGasPrice as string) <= maxFeePerGas).toBe(true)
    const mixed = await call('request', {
      method: 'eth_sendTransaction',
      params: [{ from: accounts.granted, to: accounts.other, gasPrice: '0x1', maxFeePerGas: '0x2' }],
    })
    expect(mixed.error).toEqual({
      code: -32602,
      name: 'Error',
      message: "Invalid params: 'gasPrice' cannot be mixed with 'maxFeePerGas' and 'maxPriorityFeePerGas'",
    })
  }, 120_000)

  it('deploys a contract through viem’s deployContract: shown as a deployment, approved, its code on the chain', async () => {
    const { abi, bytecode } = TOKEN_ARTIFACT
    const { window, answer } = await withWindow('/eip-send-transaction/', 'deployContract', {
      account: accounts.granted,
      abi,
      bytecode,
      args: ['Site token', 'SITE', 6],
    })
    await window.getByRole('heading', { name: 'Deploy a contract' }).waitFor()
    const summary = window.getByRole('region', { name: 'Transaction summary' })
    await summary.waitFor({ timeout: 30_000 })
    expect(await window.getByTestId('call-sentence').textContent()).toBe('Deploy a contract')
    // No recipient: the summary has no To row; the fee and the code size are shown.
    expect(await summary.locator('dt').allTextContents()).toEqual([
      'Network',
      'From',
      'Value',
      'Gas',
      'Fee',
      'Total',
      'Nonce',
    ])
    const decoded = window.getByRole('region', { name: 'Contract call' })
    const codeSize = (await decoded.getByText(/^[\d,]+ bytes$/).textContent()) ?? ''
    // The creation code is the bytecode followed by the encoded constructor arguments, shown folded in full.
    expect(Number(codeSize.replace(/\D/g, ''))).toBeGreaterThan((bytecode.length - 2) / 2)
    const shownCode = (await window.getByTestId('eip-contract-code').textContent()) ?? ''
    expect(shownCode.startsWith(bytecode.toLowerCase())).toBe(true)
    expect((shownCode.length - 2) / 2).toBe(Number(codeSize.replace(/\D/g, '')))
    // The simulation ran the creation code (eth_call without `to`).
    expect(await window.getByTestId('simulation').textContent()).toBe('No balance changes')
    await window.getByLabel('Please enter your wallet password to send the transaction').fill(TEST_PASSWORD)
    await window.getByRole('button', { name: 'Send' }).click()
    const hash = (await answer).result as string
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = (await call('waitForReceipt', { hash })).result as Record<string, string | null>
    expect(receipt).toMatchObject({ status: 'success', to: null })
    const address = receipt.contractAddress as string
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const code = (await call('getCode', { address })).result as string
    expect(code.length).toBeGreaterThan(2)
    expect(await call('readContract', { address, abi, functionName: 'symbol' })).toEqual({ result: 'SITE' })
  }, 120_000)

  it('refuses a deployment without code with -32602 naming the field, and opens no window', async () => {
    const windows = () => session.context.pages().length
    const before = windows()
    for (const [transaction, field] of [
      [{ from: accounts.granted, data: '0x' }, 'data'],
      [{ from: accounts.granted, to: null, input: '0x' }, 'input'],
    ] as const) {
      const answer = await call('request', { method: 'eth_sendTransaction', params: [transaction] })
      expect(answer.error).toEqual({
        code: -32602,
        name: 'Error',
        message: `Invalid params: '${field}' is required for a contract creation (a transaction without 'to')`,
      })
    }
    expect(windows()).toBe(before)
  }, 60_000)

  it('switches to testnet and back (chainChanged each time); an unknown chain is 4902', async () => {
    expect(await call('switchChain', { id: 4002 })).toEqual({ result: null })
    await seenEvent('chainChanged', '"0xfa2"')
    expect(await call('getChainId')).toEqual({ result: 4002 })
    const unknown = await call('switchChain', { id: 0x1234 })
    expect(unknown.error?.code).toBe(4902)
    expect(await call('switchChain', { id: devnet.info.chainId })).toEqual({ result: null })
    await seenEvent('chainChanged', JSON.stringify(`0x${devnet.info.chainId.toString(16)}`))
    expect(await call('getChainId')).toEqual({ result: devnet.info.chainId })
  }, 60_000)

  it('adds a custom chain after checking its RPC’s chain id, with the user’s confirmation', async () => {
    const wrong = await call('addChain', {
      id: 0x1234,
      name: 'Wrong chain',
      symbol: 'WRG',
      rpcUrl: proxy.url,
    })
    expect(wrong.error?.code).toBe(-32602)
    expect(wrong.error?.message).toContain(
      'the RPC endpoint answers chain id 0x539 (1337), not the requested 0x1234 (4660)',
    )
    const { window, answer } = await withWindow('/eip-request/', 'addChain', {
      id: CUSTOM_CHAIN,
      name: 'Local test chain',
      symbol: 'TST',
      rpcUrl: proxy.url,
    })
    await window.getByText(proxy.url).waitFor()
    await window.getByRole('button', { name: 'Add network' }).click()
    expect(await answer).toEqual({ result: null })
    await seenEvent('chainChanged', '"0x539"')
    expect(await call('getChainId')).toEqual({ result: CUSTOM_CHAIN })
    // Reads go to the added network's endpoint now.
    const before = proxy.calls.filter((m) => m === 'eth_blockNumber').length
    expect((await call('request', { method: 'eth_blockNumber', params: [] })).result).toMatch(/^0x[0-9a-f]+$/)
    expect(proxy.calls.filter((m) => m === 'eth_blockNumber').length).toBe(before + 1)
    expect(await call('switchChain', { id: devnet.info.chainId })).toEqual({ result: null })
    expect(await call('getChainId')).toEqual({ result: devnet.info.chainId })
  }, 60_000)

  it('watches an ERC-20 token: it joins the wallet’s token list after confirmation', async () => {
    const token = (devnet.info.contracts as Record<string, string>).fusd as string
    const { window, answer } = await withWindow('/eip-request/', 'watchAsset', {
      address: token,
      symbol: 'FUSD',
      decimals: 18,
    })
    await window.getByText(token).waitFor()
    await window.getByRole('button', { name: 'Add token' }).click()
    expect(await answer).toEqual({ result: true })
    const stored = await wallet.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.endsWith('customTokens'))
        .map((k) => localStorage.getItem(k)),
    )
    expect(stored.join('')).toContain(token)
  }, 60_000)

  it('gives and revokes the eth_accounts permission (EIP-2255): then 4100', async () => {
    const permissions = (await call('request', { method: 'wallet_getPermissions', params: [] })).result
    expect(permissions).toEqual([
      {
        id: expect.any(String),
        parentCapability: 'eth_accounts',
        invoker: dapp.origin,
        caveats: [{ type: 'restrictReturnedAccounts', value: [accounts.granted] }],
        date: expect.any(Number),
      },
    ])
    expect(
      await call('request', { method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).toEqual({ result: null })
    await seenEvent('accountsChanged', '[]')
    expect(await call('request', { method: 'eth_accounts', params: [] })).toEqual({ result: [] })
    const refused = await call('signMessage', { account: accounts.granted, message: 'after revoke' })
    expect(refused.error?.code).toBe(4100)
  }, 60_000)

  it('works with wagmi’s injected connector once the wallet is the browser’s default (window.ethereum)', async () => {
    await wallet.goto(`chrome-extension://${session.extensionId}/popup.html#/eip-welcome`)
    await wallet.getByRole('switch', { name: "Use Fantom Wallet as the browser's default wallet" }).click()
    await site.reload()
    await site.waitForFunction(() => (window as unknown as { ethereum?: unknown }).ethereum !== undefined)
    expect(await call('windowEthereum')).toEqual({ result: { present: true, ours: true } })

    const connected = await withWindow('/eip-select-accounts/', 'wagmiConnect')
    await connected.window.getByRole('switch', { name: new RegExp(accounts.granted) }).click()
    await connected.window.getByRole('button', { name: 'Connect' }).click()
    expect((await connected.answer).result).toEqual({
      accounts: [accounts.granted],
      chainId: devnet.info.chainId,
    })

    const message = 'Signed through wagmi'
    const signed = await withWindow('/eip-request/', 'wagmiSignMessage', { message })
    await signWithPassword(signed.window)
    const signature = (await signed.answer).result as `0x${string}`
    expect(await verifyMessage({ address: accounts.granted, message, signature })).toBe(true)

    const sent = await withWindow('/eip-send-transaction/', 'wagmiSendTransaction', {
      to: accounts.other,
      value: (10n ** 16n).toString(),
    })
    await sent.window.getByRole('region', { name: 'Transaction summary' }).waitFor({ timeout: 30_000 })
    await sent.window
      .getByLabel('Please enter your wallet password to send the transaction')
      .fill(TEST_PASSWORD)
    await sent.window.getByRole('button', { name: 'Send' }).click()
    const hash = (await sent.answer).result as string
    expect((await call('waitForReceipt', { hash })).result).toMatchObject({ status: 'success' })
  }, 120_000)

  it('drops isMetaMask when the user turns the flag off', async () => {
    await wallet.goto(`chrome-extension://${session.extensionId}/popup.html#/eip-welcome`)
    await wallet.getByRole('switch', { name: 'Tell sites this wallet works like MetaMask' }).click()
    await site.reload()
    await site.waitForFunction((rdns) => window.libs.wallets().some((w) => w.rdns === rdns), RDNS)
    await expect.poll(async () => (await call('isMetaMask')).result).toBe(false)
  }, 60_000)
})
