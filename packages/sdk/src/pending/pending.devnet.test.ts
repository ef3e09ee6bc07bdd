// Pending transactions on the devnet with automine off (POST /devnet/mining; this project runs its files one at a
// time): a sent transaction stays pending in the store, the tracker leaves it so, a speed up or a cancel with the
// same nonce replaces it once mined, and the tracker marks the original `replaced` by that hash.
import { keccak256, Wallet } from 'ethers'
import { afterEach, describe, expect, it } from 'vitest'
import { type AnyStateMachine, createActor, waitFor } from 'xstate'
import {
  balanceOf,
  client,
  control,
  createFundedAccount,
  dependenciesOf,
  E18,
  network,
  nonceOf,
  PASSWORD,
  type TestAccount,
} from '../../test/devnet.js'
import { encryptKeystore } from '../accounts/keystore/encryptKeystore.js'
import { buildNativeTransferTx } from '../contracts/native/buildNativeTransferTx.js'
import { cancelTransactionMachine, sendFtmMachine, speedUpMachine } from '../machines/index.js'
import { createKeystoreSigner } from '../signers/createKeystoreSigner.js'
import type { Signer } from '../signers/types.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { computePreparedTransaction } from '../tx/computePreparedTransaction.js'
import { sendSignedTransaction } from '../tx/sendSignedTransaction.js'
import { signTransaction } from '../tx/signTransaction.js'
import { checkPendingTransactions } from './checkPendingTransactions.js'
import { createPendingTransactionStore } from './createPendingTransactionStore.js'
import { computeReplacementGasPrice } from './replacement.js'
import type { PendingTransactionStore } from './types.js'

/** Runs a flow to its broadcast (automine off: it then waits in `verifying`) and stops it; the sent hash. */
async function sendUntilPending(
  machine: AnyStateMachine,
  account: TestAccount,
  pending: PendingTransactionStore,
  params: unknown,
  facts?: unknown,
): Promise<`0x${string}`> {
  const input = { ...dependenciesOf(account, { pending }), params, ...(facts ? { facts } : {}) }
  const actor = createActor(machine, { input }).start()
  try {
    const confirm = await waitFor(actor, (s) => s.matches('confirm') || s.matches('failed'), {
      timeout: 60_000,
    })
    expect(confirm.context.error).toBeNull()
    actor.send({ type: 'CONFIRM', password: PASSWORD })
    const sent = await waitFor(actor, (s) => s.matches('verifying') || s.matches('failed'), {
      timeout: 60_000,
    })
    expect(sent.matches('verifying')).toBe(true)
    return sent.context.hash as `0x${string}`
  } finally {
    actor.stop()
  }
}

const mining = () => control('mining', { blocks: 1 })

describe('pending transactions with automine off', () => {
  afterEach(async () => {
    await control('mining', { automine: true })
  })

  it('a sent transaction stays pending; a speed up replaces it and is mined, the recipient is paid once', async () => {
    const account = await createFundedAccount(50)
    const recipient = Wallet.createRandom().address
    const pending = createPendingTransactionStore({ storage: createMemoryStorage() })
    const nonce = await nonceOf(account.address)
    expect(await control('mining', { automine: false })).toMatchObject({ automine: false })

    const hash = await sendUntilPending(sendFtmMachine, account, pending, { recipient, amount: 2n * E18 })
    const original = await pending.get(hash)
    expect(original).toMatchObject({
      status: 'pending',
      kind: 'transaction',
      from: account.address,
      to: recipient,
      value: 2n * E18,
      nonce: BigInt(nonce),
      chainId: network.chainId,
    })
    expect(original?.raw).toMatch(/^0x[0-9a-f]+$/)
    expect(original?.summary).toMatch(/^Send 2 FTM to /)
    // Not mined, still known to the node: the tracker leaves it pending.
    expect(await checkPendingTransactions({ client, store: pending, chainId: network.chainId })).toEqual([])
    expect((await pending.get(hash))?.status).toBe('pending')

    if (!original) throw new Error('not recorded')
    const faster = await sendUntilPending(
      speedUpMachine,
      account,
      pending,
      { transaction: original },
      { chainId: network.chainId },
    )
    expect(faster).not.toBe(hash)
    const replacement = await pending.get(faster)
    expect(replacement).toMatchObject({
      kind: 'speed-up',
      replaces: hash,
      nonce: original.nonce,
      to: recipient,
      value: 2n * E18,
      status: 'pending',
    })
    expect(replacement?.gasPrice).toBeGreaterThanOrEqual(computeReplacementGasPrice(original.gasPrice))
    expect(replacement?.summary).toMatch(/^Speed up: Send 2 FTM to /)

    await mining()
    const changed = await checkPendingTransactions({ client, store: pending, chainId: network.chainId })
    expect(changed.map((r) => [r.hash, r.status, r.replacedBy]).sort()).toEqual(
      [
        [hash, 'replaced', faster],
        [faster, 'mined', null],
      ].sort(),
    )
    expect(await balanceOf(recipient)).toBe(2n * E18)
    expect(await nonceOf(account.address)).toBe(nonce + 1)
  })

  it('a cancel sends 0 FTM to yourself with the same nonce: once mined the recipient is unpaid', async () => {
    const account = await createFundedAccount(50)
    const recipient = Wallet.createRandom().address
    const pending = createPendingTransactionStore({ storage: createMemoryStorage() })
    const nonce = await nonceOf(account.address)
    await control('mining', { automine: false })

    const hash = await sendUntilPending(sendFtmMachine, account, pending, { recipient, amount: 3n * E18 })
    const original = await pending.get(hash)
    if (!original) throw new Error('not recorded')
    const cancel = await sendUntilPending(
      cancelTransactionMachine,
      account,
      pending,
      { transaction: original },
      { chainId: network.chainId },
    )
    expect(await pending.get(cancel)).toMatchObject({
      kind: 'cancel',
      replaces: hash,
      nonce: original.nonce,
      to: account.address,
      value: 0n,
      data: '0x',
    })
    await mining()
    await checkPendingTransactions({ client, store: pending, chainId: network.chainId })
    expect(await pending.get(hash)).toMatchObject({ status: 'replaced', replacedBy: cancel })
    expect((await pending.get(cancel))?.status).toBe('mined')
    expect(await balanceOf(recipient)).toBe(0n)
    expect(await nonceOf(account.address)).toBe(nonce + 1)
  })

  it('a speed up of a transaction that is no longer pending is refused on the form', async () => {
    const account = await createFundedAccount(50)
    const pending = createPendingTransactionStore({ storage: createMemoryStorage() })
    const actor = createActor(sendFtmMachine, {
      input: { ...dependenciesOf(account, { pending }), params: { recipient: account.address, amount: E18 } },
    }).start()
    await waitFor(actor, (s) => s.matches('confirm'), { timeout: 60_000 })
    actor.send({ type: 'CONFIRM', password: PASSWORD })
    const done = await waitFor(actor, (s) => s.matches('success'), { timeout: 60_000 })
    const record = await pending.get(done.context.hash as string)
    expect(record?.status).toBe('mined')
    if (!record) throw new Error('not recorded')
    const refused = createActor(speedUpMachine, {
      input: {
        ...dependenciesOf(account, { pending }),
        params: { transaction: record },
        facts: { chainId: network.chainId },
      },
    }).start()
    expect(refused.getSnapshot().context.error).toMatchObject({ code: 'PENDING_NOT_PENDING' })
    refused.stop()
  })

  it('a transaction an external wallet broadcast itself is recorded without bytes and found mined', async () => {
    const account = await createFundedAccount(20)
    const recipient = Wallet.createRandom().address
    const pending = createPendingTransactionStore({ storage: createMemoryStorage() })
    // Like WalletConnect or an injected wallet: it signs and broadcasts in its own app, the flow gets the hash.
    const external: Signer = {
      kind: account.signer.kind,
      confirmation: 'external',
      getAddress: () => account.signer.getAddress(),
      signTransaction: () => Promise.reject(new Error('not used')),
      async sendTransaction(transaction) {
        const raw = await account.signer.signTransaction(transaction, { password: PASSWORD })
        return (
          await sendSignedTransaction({ client, signed: { raw, hash: keccak256(raw) as `0x${string}` } })
        ).hash
      },
    }
    const actor = createActor(sendFtmMachine, {
      input: {
        ...dependenciesOf(account, { pending, signer: external }),
        params: { recipient, amount: E18 },
      },
    }).start()
    await waitFor(actor, (s) => s.matches('confirm'), { timeout: 60_000 })
    actor.send({ type: 'CONFIRM' })
    const done = await waitFor(actor, (s) => s.matches('success') || s.matches('failed'), { timeout: 60_000 })
    expect(done.matches('success')).toBe(true)
    expect(await pending.get(done.context.hash as string)).toMatchObject({
      raw: null,
      status: 'mined',
      from: account.address,
      summary: expect.stringMatching(/^Send 1 FTM to /),
    })
    expect(await balanceOf(recipient)).toBe(E18)
  })

  it('bytes the node refuses when broadcast again (the account cannot pay) are dropped', async () => {
    const pending = createPendingTransactionStore({ storage: createMemoryStorage() })
    const broke = Wallet.createRandom()
    const transaction = computePreparedTransaction({
      call: buildNativeTransferTx({ recipient: broke.address, amount: E18 }),
      from: broke.address,
      chainId: network.chainId,
      nonce: 0n,
      networkGasPrice: 1_000_000_000n,
      gasBuffer: network.gasBuffer,
      estimate: 21_000n,
    })
    const keystore = await encryptKeystore(broke.privateKey, PASSWORD, { scryptN: 2 ** 10 })
    const signer = createKeystoreSigner({
      account: { address: broke.address, keystore },
      chainId: network.chainId,
    })
    const signed = await signTransaction({ signer, transaction, password: PASSWORD })
    await pending.record({
      ...transaction,
      hash: signed.hash,
      raw: signed.raw,
      summary: 'Send 1 FTM',
    })
    const changed = await checkPendingTransactions({ client, store: pending, chainId: network.chainId })
    expect(changed.map((r) => r.status)).toEqual(['dropped'])
  })
})
