// @vitest-environment node
// A site's transaction sent from the extension's window is recorded in the wallet's pending store
// (docs/behaviour/pending-transactions.md#in-the-web-wallet-and-the-extension): before the broadcast, with the
// sentence its confirmation showed; the tracker then finds it mined. A transaction the node refuses leaves no record.
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
