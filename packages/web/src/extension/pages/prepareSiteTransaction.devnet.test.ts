// @vitest-environment node
// A site's transaction sent from the extension's window is recorded in the wallet's pending store
// (docs/behaviour/pending-transactions.md#in-the-web-wallet-and-the-extension): before the broadcast, with the
// sentence its confirmation showed; the tracker then finds it mined. A contract creation (no `to`) goes the same way
// (docs/behaviour/signing.md#contract-creation). A transaction the node refuses leaves no record.
import type {} from '@ftm-wallet/devnet/vitest-setup'
import {
  checkPendingTransactions,
  createApiClient,
  createKeystoreSigner,
  createMemoryStorage,
  createPendingTransactionStore,
  encryptKeystore,
  networks,
} from '@ftm-wallet/sdk'
import { Wallet } from 'ethers'
import { describe, expect, inject, it } from 'vitest'
import type { TransactionRequest } from '../parseTransactionRequest.js'
import { reviewSiteTransaction, sendSiteTransaction } from './prepareSiteTransaction.js'

const devnet = inject('devnet')
const PASSWORD = 'Site-Pass-9!'
const client = createApiClient({ endpoints: [devnet.apiUrl], hedgeDelay: false, retries: 3 })
const network = { ...networks.devnet, chainId: devnet.info.chainId }

async function account(ftm: number) {
  const wallet = Wallet.createRandom()
  const keystore = await encryptKeystore(wallet.privateKey, PASSWORD, { scryptN: 2 ** 10 })
  if (ftm > 0) {
    const funded = await fetch(`${devnet.url}/devnet/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: wallet.address, amount: ftm }),
    })
    expect(funded.ok).toBe(true)
  }
  const signer = createKeystoreSigner({
    account: { address: wallet.address, keystore },
    chainId: network.chainId,
  })
  return { address: wallet.address, signer }
}

describe('a site transaction sent from the extension', () => {
  it('is recorded with its bytes, nonce and the confirmation sentence, then found mined', async () => {
    const from = await account(10)
    const to = Wallet.createRandom().address
    const pending = createPendingTransactionStore({ storage: createMemoryStorage() })
    const request: TransactionRequest = {
      from: from.address,
      to,
      value: `0x${(10n ** 18n).toString(16)}`,
      data: '0x',
    }
    const { prepared, confirmation } = await reviewSiteTransaction({ client, network, request, sources: {} })
    const hash = await sendSiteTransaction({
      client,
      signer: from.signer,
      transaction: prepared,
      password: PASSWORD,
      pending,
      summary: confirmation.call.sentence,
    })
    expect(await pending.get(hash)).toMatchObject({
      hash,
      from: from.address,
      to,
      value: 10n ** 18n,
      nonce: 0n,
      chainId: network.chainId,
      kind: 'transaction',
      summary: expect.stringMatching(/^Send 1 FTM to /),
    })
    expect((await pending.get(hash))?.raw).toMatch(/^0x[0-9a-f]+$/)
    let status = 'pending'
    for (let tries = 0; tries < 50 && status === 'pending'; tries += 1) {
      await checkPendingTransactions({ client, store: pending, chainId: network.chainId })
      status = (await pending.get(hash))?.status ?? 'missing'
      if (status === 'pending') await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(status).toBe('mined')
  }, 60_000)

  it('records a contract creation without a recipient, as Deploy a contract, and the tracker finds it mined', async () => {
    const from = await account(10)
    const pending = createPendingTransactionStore({ storage: createMemoryStorage() })
    // Creation code that deploys a 1-byte contract (STOP): PUSH1 1, PUSH1 12, PUSH1 0, CODECOPY, PUSH1 1,
    // PUSH1 0, RETURN, then the runtime byte 00.
    const request: TransactionRequest = {
      from: from.address,
      to: null,
      value: '0x0',
      data: '0x6001600c60003960016000f300',
    }
    const { prepared, confirmation } = await reviewSiteTransaction({ client, network, request, sources: {} })
    expect([prepared.to, prepared.error]).toEqual([null, null])
    expect(confirmation.call.sentence).toBe('Deploy a contract')
    const hash = await sendSiteTransaction({
      client,
      signer: from.signer,
      transaction: prepared,
      password: PASSWORD,
      pending,
      summary: confirmation.call.sentence,
    })
    expect(await pending.get(hash)).toMatchObject({ hash, to: null, summary: 'Deploy a contract' })
    let status = 'pending'
    for (let tries = 0; tries < 50 && status === 'pending'; tries += 1) {
      await checkPendingTransactions({ client, store: pending, chainId: network.chainId })
      status = (await pending.get(hash))?.status ?? 'missing'
      if (status === 'pending') await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(status).toBe('mined')
    const receipt = await fetch(devnet.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [hash] }),
    }).then((r) => r.json() as Promise<{ result: { contractAddress: string } }>)
    const code = await fetch(devnet.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 2,
        method: 'eth_getCode',
        params: [receipt.result.contractAddress, 'latest'],
      }),
    }).then((r) => r.json() as Promise<{ result: string }>)
    expect(code.result).toBe('0x00')
  }, 60_000)

  it('leaves no record when the node refuses it (the account cannot pay)', async () => {
    const from = await account(0)
    const pending = createPendingTransactionStore({ storage: createMemoryStorage() })
    const request: TransactionRequest = { from: from.address, to: from.address, value: '0x0', data: '0x' }
    const { prepared } = await reviewSiteTransaction({ client, network, request, sources: {} })
    // The wallet's own check would stop here; a site-provided gas price and limit skip nothing at the node.
    const transaction = { ...prepared, error: null, gasLimit: 21_000n }
    await expect(
      sendSiteTransaction({ client, signer: from.signer, transaction, password: PASSWORD, pending }),
    ).rejects.toMatchObject({ code: 'TX_SEND_REJECTED' })
    expect(await pending.list()).toEqual([])
  }, 60_000)
})
