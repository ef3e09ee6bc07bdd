// The real API's R1 on the devnet (POST /devnet/unconfirmed): the send is broadcast, the mutation answers
// "transaction 0x… could not be confirmed" and the node does not show it for a while. The wallet treats that as
// pending, polls the local hash and ends in success once mined — never "rejected", never a second payment.
import { describe, expect, it } from 'vitest'
import {
  balanceOf,
  client,
  control,
  createFundedAccount,
  E18,
  network,
  nonceOf,
  PASSWORD,
  runFlow,
} from '../../test/devnet.js'
import { buildNativeTransferTx } from '../contracts/native/buildNativeTransferTx.js'
import { sendFtmMachine } from '../machines/index.js'
import { prepareTransaction } from './prepareTransaction.js'
import { sendSignedTransaction } from './sendSignedTransaction.js'
import { signTransaction } from './signTransaction.js'
import { waitForTransaction } from './waitForTransaction.js'

const recipient = () => createFundedAccount(0).then((account) => account.address)

describe('"could not be confirmed" after a broadcast (R1)', () => {
  it('is pending with the local hash, and verified by that hash once the node shows it', async () => {
    const account = await createFundedAccount(50)
    const to = await recipient()
    const nonce = await nonceOf(account.address)
    const prepared = await prepareTransaction({
      client,
      network,
      from: account.address,
      call: buildNativeTransferTx({ recipient: to, amount: 2n * E18 }),
    })
    const signed = await signTransaction({
      signer: account.signer,
      transaction: prepared,
      password: PASSWORD,
    })
    await control('unconfirmed', { count: 1, hideMs: 1500 })
    const sent = await sendSignedTransaction({ client, signed })
    expect(sent).toEqual({ hash: signed.hash, pending: true })
    const state = await waitForTransaction({ client, hash: sent.hash, raw: signed.raw })
    expect(state.status).toBe('success')
    expect(await balanceOf(to)).toBe(2n * E18)
    expect(await nonceOf(account.address)).toBe(nonce + 1)
  })

  it('the send flow ends in success, one payment, no "rejected"', async () => {
    const account = await createFundedAccount(50)
    const to = await recipient()
    const nonce = await nonceOf(account.address)
    await control('unconfirmed', { count: 1, hideMs: 1500 })
    const done = await runFlow(sendFtmMachine, account, { recipient: to, amount: 3n * E18 })
    expect(done.matches('success')).toBe(true)
    expect(await balanceOf(to)).toBe(3n * E18)
    expect(await nonceOf(account.address)).toBe(nonce + 1)
  })
})
