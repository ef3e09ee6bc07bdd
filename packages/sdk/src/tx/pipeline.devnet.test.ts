// The transaction pipeline on the devnet: prepare (nonce, gas, estimate + buffer), sign, send, verify; the
// estimate-error, failed-receipt and verification-error outcomes; and a send whose answer is lost on the way back
// (msw drops the devnet's real response) or never reaches it: pending, verified by the local hash and re-broadcast
// with the SAME bytes: one transfer, one nonce.
import { bypass, HttpResponse, http, passthrough } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  balanceOf,
  client,
  contracts,
  createFundedAccount,
  devnet,
  E18,
  network,
  nonceOf,
  PASSWORD,
} from '../../test/devnet.js'
import {
  buildNativeTransferTx,
  computeGasLimit,
  computePreparedTransaction,
  createApiClient,
  getGasPrice,
  prepareTransaction,
  sendCall,
  sendSignedTransaction,
  signTransaction,
  waitForTransaction,
} from '../index.js'

const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const isMutation = async (request: Request) =>
  String(((await request.clone().json()) as { query?: string }).query).includes('sendTransaction')
const recipient = () => createFundedAccount(0).then((account) => account.address)

describe('transaction pipeline on the devnet', () => {
  it('prepares from the API, signs, sends and verifies a transfer', async () => {
    const account = await createFundedAccount(100)
    const to = await recipient()
    const call = buildNativeTransferTx({ recipient: to, amount: 3n * E18, memo: 'thanks' })
    const prepared = await prepareTransaction({ client, network, from: account.address, call })
    expect(prepared.nonce).toBe(BigInt(await nonceOf(account.address)))
    expect(prepared.chainId).toBe(4003)
    expect(prepared.gasPrice).toBeGreaterThan(await getGasPrice(client))
    expect(prepared.error).toBeNull()
    const signed = await signTransaction({
      signer: account.signer,
      transaction: prepared,
      password: PASSWORD,
    })
    const before = await balanceOf(account.address)
    const { hash } = await sendSignedTransaction({ client, signed })
    expect(hash).toBe(signed.hash)
    const state = await waitForTransaction({ client, hash })
    expect(state.status).toBe('success')
    expect(await balanceOf(to)).toBe(3n * E18)
    expect(before - (await balanceOf(account.address))).toBe(
      3n * E18 + (state.gasUsed ?? 0n) * prepared.gasPrice,
    )
    expect(prepared.gasLimit).toBe(computeGasLimit(state.gasUsed ?? 0n, network.gasBuffer))
  })

  it('joins estimation errors into the transaction error, with fee 0, and refuses to sign it', async () => {
    const account = await createFundedAccount(10)
    // WFTM has no receive function: the node's estimate reverts.
    const call = buildNativeTransferTx({ recipient: contracts.wftm as string, amount: E18 })
    const prepared = await prepareTransaction({ client, network, from: account.address, call })
    expect(prepared.error).toMatch(/execution reverted/)
    expect([prepared.fee, prepared.gasLimit]).toEqual([0n, 0n])
    await expect(
      signTransaction({ signer: account.signer, transaction: prepared, password: PASSWORD }),
    ).rejects.toMatchObject({ code: 'TX_NOT_SENDABLE', title: 'Transaction Error' })
  })

  it('blocks a transfer the balance cannot pay with its fee', async () => {
    const account = await createFundedAccount(1)
    const call = buildNativeTransferTx({ recipient: await recipient(), amount: E18 })
    const prepared = await prepareTransaction({ client, network, from: account.address, call })
    expect(prepared.error).toBe(
      'Warning: Not enough available FTM for gas fees. Transfer FTM to your address to proceed.',
    )
    expect(prepared.fee).toBeGreaterThan(0n)
  })

  it("reports a reverted transaction as 'Transaction Error'", async () => {
    const account = await createFundedAccount(10)
    // WFTM has no receive function: a plain transfer reverts. Sent with a fixed gas limit past the estimate.
    const call = buildNativeTransferTx({ recipient: contracts.wftm as string, amount: E18 })
    const transaction = computePreparedTransaction({
      call,
      from: account.address,
      chainId: network.chainId,
      nonce: BigInt(await nonceOf(account.address)),
      networkGasPrice: await getGasPrice(client),
      gasBuffer: network.gasBuffer,
      estimate: 60_000n,
    })
    const signed = await signTransaction({ signer: account.signer, transaction, password: PASSWORD })
    const { hash } = await sendSignedTransaction({ client, signed })
    await expect(waitForTransaction({ client, hash })).rejects.toMatchObject({
      code: 'TX_FAILED',
      title: 'Transaction Error',
      message: 'Transaction Error',
    })
  })

  it("reports a failed status query as 'Error' with the query's message", async () => {
    const account = await createFundedAccount(10)
    server.use(
      http.post(devnet.apiUrl, async ({ request }) => {
        const body = (await request.clone().json()) as { query: string }
        if (!body.query.includes('TransactionByHash')) return passthrough()
        return HttpResponse.json({
          errors: [{ message: 'transaction index unavailable', path: ['transaction'] }],
          data: null,
        })
      }),
    )
    const call = buildNativeTransferTx({ recipient: await recipient(), amount: 1n })
    await expect(
      sendCall({ client, network, signer: account.signer, call, password: PASSWORD }),
    ).rejects.toMatchObject({
      code: 'TX_VERIFICATION_ERROR',
      title: 'Error',
      message: 'transaction index unavailable',
    })
  })

  it('a send whose answer is lost is pending; verification finds the local hash mined: one transfer, one nonce', async () => {
    const account = await createFundedAccount(100)
    const to = await recipient()
    let dropped = 0
    server.use(
      http.post(devnet.apiUrl, async ({ request }) => {
        if (dropped > 0 || !(await isMutation(request))) return passthrough()
        dropped += 1
        await fetch(bypass(request)) // the devnet receives and mines it; the wallet never hears back
        return HttpResponse.error()
      }),
    )
    const nonce = await nonceOf(account.address)
    // A client that gives up after the lost answer (no retry of its own).
    const impatient = createApiClient({ endpoints: [devnet.apiUrl], hedgeDelay: false, retries: 0 })
    const call = buildNativeTransferTx({ recipient: to, amount: 5n * E18 })
    const prepared = await prepareTransaction({ client, network, from: account.address, call })
    const signed = await signTransaction({
      signer: account.signer,
      transaction: prepared,
      password: PASSWORD,
    })
    const lost = await sendSignedTransaction({ client: impatient, signed })
    expect(lost).toEqual({ hash: signed.hash, pending: true })
    expect(dropped).toBe(1)
    const state = await waitForTransaction({
      client,
      hash: lost.hash,
      raw: signed.raw,
      rebroadcastInterval: 0,
    })
    expect(state.status).toBe('success')
    expect(await balanceOf(to)).toBe(5n * E18)
    expect(await nonceOf(account.address)).toBe(nonce + 1)
  })

  it('a send that never reached a node is pending and re-broadcast with the same bytes by the verification', async () => {
    const account = await createFundedAccount(100)
    const to = await recipient()
    let refused = 0
    server.use(
      http.post(devnet.apiUrl, async ({ request }) => {
        if (refused > 0 || !(await isMutation(request))) return passthrough()
        refused += 1
        return HttpResponse.error() // nothing reaches the devnet
      }),
    )
    const nonce = await nonceOf(account.address)
    const impatient = createApiClient({ endpoints: [devnet.apiUrl], hedgeDelay: false, retries: 0 })
    const call = buildNativeTransferTx({ recipient: to, amount: 4n * E18 })
    const prepared = await prepareTransaction({ client, network, from: account.address, call })
    const signed = await signTransaction({
      signer: account.signer,
      transaction: prepared,
      password: PASSWORD,
    })
    const first = await sendSignedTransaction({ client: impatient, signed })
    expect(first).toEqual({ hash: signed.hash, pending: true })
    const state = await waitForTransaction({
      client,
      hash: first.hash,
      raw: signed.raw,
      rebroadcastInterval: 200,
    })
    expect(state.status).toBe('success')
    expect(await balanceOf(to)).toBe(4n * E18)
    expect(await nonceOf(account.address)).toBe(nonce + 1)
  })

  it("lets the API client's own retry re-send the same bytes after a lost answer", async () => {
    const account = await createFundedAccount(100)
    const to = await recipient()
    let dropped = 0
    server.use(
      http.post(devnet.apiUrl, async ({ request }) => {
        if (dropped > 0 || !(await isMutation(request))) return passthrough()
        dropped += 1
        await fetch(bypass(request))
        return HttpResponse.error()
      }),
    )
    const patient = createApiClient({
      endpoints: [devnet.apiUrl],
      hedgeDelay: false,
      retries: 2,
      minRetryDelay: 10,
    })
    const nonce = await nonceOf(account.address)
    const { hash } = await sendCall({
      client: patient,
      network,
      signer: account.signer,
      call: buildNativeTransferTx({ recipient: to, amount: 2n * E18 }),
      password: PASSWORD,
    })
    expect(dropped).toBe(1)
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await balanceOf(to)).toBe(2n * E18)
    expect(await nonceOf(account.address)).toBe(nonce + 1)
  })
})
