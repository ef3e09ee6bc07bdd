// Nothing signed is lost or signed again while the endpoints change: a payment prepared over the API whose API
// turns into a proxy's HTML page at the broadcast (and stays so) is sent by the JSON-RPC node with the very bytes
// the signer produced once, polled there by the local hash and re-broadcast with the same bytes until it is mined.
// The API and the node are msw handlers.
import { keccak256, Transaction, Wallet } from 'ethers'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { encryptKeystore } from '../accounts/index.js'
import { createApiClient } from '../api/createApiClient.js'
import { createApiModeStatus } from '../api/createApiModeStatus.js'
import { devnet } from '../constants/networks.js'
import { buildNativeTransferTx } from '../contracts/index.js'
import { createRpcClient } from '../rpc/createRpcClient.js'
import { createKeystoreSigner } from '../signers/createKeystoreSigner.js'
import { prepareTransaction } from './prepareTransaction.js'
import { sendSignedTransaction } from './sendSignedTransaction.js'
import { signTransaction } from './signTransaction.js'
import { waitForTransaction } from './waitForTransaction.js'

const API = 'https://api.test/graphql'
const RPC = 'http://node.test/'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const wallet = Wallet.createRandom()
const RECIPIENT = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const NONCE = 7

const PASSWORD = 'Endpoint-Change-1'

/** A keystore signer that records what it signs. */
async function recordingSigner() {
  const keystore = await encryptKeystore(wallet.privateKey, PASSWORD, { scryptN: 2 ** 10 })
  const signer = createKeystoreSigner({
    account: { address: wallet.address, keystore },
    chainId: devnet.chainId,
  })
  const signatures: string[] = []
  const sign = signer.signTransaction.bind(signer)
  return {
    signatures,
    signer: {
      ...signer,
      signTransaction: async (...args: Parameters<typeof sign>) => {
        const raw = await sign(...args)
        signatures.push(raw)
        return raw
      },
    },
  }
}

describe('a send while the endpoints change', () => {
  it('is signed once with one nonce; the node broadcasts and re-broadcasts the same bytes, polled by the local hash', async () => {
    const apiOperations: string[] = []
    let apiDead = false
    server.use(
      http.post(API, async ({ request }) => {
        const { query } = (await request.json()) as { query: string }
        const operation = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1] ?? '?'
        apiOperations.push(operation)
        if (apiDead || operation === 'SendTransaction' || query.includes('sendTransaction')) {
          // From the broadcast on, a proxy answers in the API's place.
          apiDead = true
          return new HttpResponse('<html>502 Bad Gateway</html>', {
            headers: { 'content-type': 'text/html' },
          })
        }
        // The transaction's inputs in one operation (getTransactionInputs).
        if (operation === 'TransactionInputs')
          return HttpResponse.json({
            data: {
              account: { txCount: `0x${NONCE.toString(16)}`, balance: '0xde0b6b3a7640000' },
              gasPrice: '0x3b9aca00',
              estimateGas: '0x5208',
            },
          })
        if (query.includes('txCount'))
          return HttpResponse.json({ data: { account: { txCount: `0x${NONCE.toString(16)}` } } })
        if (query.includes('gasPrice')) return HttpResponse.json({ data: { gasPrice: '0x3b9aca00' } })
        if (query.includes('estimateGas')) return HttpResponse.json({ data: { estimateGas: '0x5208' } })
        return HttpResponse.json({
          data: {
            a0: {
              address: wallet.address.toLowerCase(),
              balance: '0xde0b6b3a7640000',
              totalValue: '0xde0b6b3a7640000',
            },
          },
        })
      }),
    )
    const broadcasts: string[] = []
    const polled: string[] = []
    let lookups = 0
    server.use(
      http.post(RPC, async ({ request }) => {
        const body = (await request.json()) as { id: number; method: string; params: unknown[] }[]
        return HttpResponse.json(
          body.map(({ id, method, params }) => {
            let result: unknown = null
            if (method === 'eth_chainId') result = `0x${devnet.chainId.toString(16)}`
            if (method === 'eth_sendRawTransaction') {
              broadcasts.push(params[0] as string)
              result = keccak256(params[0] as string)
            }
            if (method === 'eth_getTransactionByHash') {
              polled.push(params[0] as string)
              lookups += 1
              // The node shows the transaction only after a few polls (it was lost once, then re-broadcast).
              result =
                lookups < 4
                  ? null
                  : {
                      hash: params[0],
                      from: wallet.address.toLowerCase(),
                      to: RECIPIENT.toLowerCase(),
                      blockNumber: '0x10',
                    }
            }
            if (method === 'eth_getTransactionReceipt' && lookups >= 4)
              result = { status: '0x1', gasUsed: '0x5208' }
            return { jsonrpc: '2.0', id, result }
          }),
        )
      }),
    )
    const mode = createApiModeStatus()
    const client = createApiClient({
      endpoints: [API],
      rpc: createRpcClient({ urls: [RPC], chainId: devnet.chainId, hedgeDelay: false }),
      mode,
      hedgeDelay: false,
      probeInterval: 60_000,
    })
    // The steps of sendCall (and of the flow machines), with short poll intervals.
    const { signer, signatures } = await recordingSigner()
    const call = buildNativeTransferTx({ recipient: RECIPIENT, amount: 10n ** 17n })
    const transaction = await prepareTransaction({ client, network: devnet, from: wallet.address, call })
    expect(mode.getState()).toBe('api')
    const signed = await signTransaction({ signer, transaction, password: PASSWORD })
    const sent = await sendSignedTransaction({ client, signed })
    const state = await waitForTransaction({
      client,
      hash: sent.hash,
      raw: signed.raw,
      interval: 5,
      rebroadcastInterval: 10,
    })

    expect(signatures).toHaveLength(1)
    const [raw] = signatures as [string]
    expect(Transaction.from(raw).nonce).toBe(NONCE)
    expect(sent.hash).toBe(keccak256(raw))
    expect(state.status).toBe('success')
    expect(mode.getState()).toBe('limited')
    // Prepared over the API; the broadcast reached it (a proxy answered), then the node got the same bytes.
    expect(apiOperations.filter((op) => op !== '?').length).toBeGreaterThan(0)
    expect(apiOperations).toContain('SendTransaction')
    expect(broadcasts.length).toBeGreaterThanOrEqual(2)
    expect(new Set(broadcasts)).toEqual(new Set([raw]))
    expect(new Set(polled)).toEqual(new Set([keccak256(raw)]))
  })
})
