import { keccak256, Transaction, Wallet } from 'ethers'
import { describe, expect, it } from 'vitest'
import { encryptKeystore } from '../accounts/keystore/encryptKeystore.js'
import { devnet, mainnet } from '../constants/networks.js'
import { buildNativeTransferTx } from '../contracts/native/buildNativeTransferTx.js'
import { createKeystoreSigner } from '../signers/createKeystoreSigner.js'
import type { Signer } from '../signers/types.js'
import { computePreparedTransaction } from './computePreparedTransaction.js'
import { TX_MESSAGES } from './messages.js'
import { signTransaction } from './signTransaction.js'
import { TransactionError } from './TransactionError.js'

const GWEI = 10n ** 9n
const E18 = 10n ** 18n
const wallet = Wallet.createRandom()
const password = 'Correct-Horse-9'
const keystore = await encryptKeystore(wallet.privateKey, password, { scryptN: 2 ** 4 })
const call = buildNativeTransferTx({ recipient: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', amount: E18 })
const base = { call, from: wallet.address, chainId: 250, nonce: 3n, networkGasPrice: GWEI }

describe('computePreparedTransaction', () => {
  it('takes the doubled gas price, the estimate + 2000 on mainnet and the fee', () => {
    const tx = computePreparedTransaction({ ...base, gasBuffer: mainnet.gasBuffer, estimate: 21_000n })
    expect(tx).toEqual({
      from: wallet.address,
      to: call.to,
      value: E18,
      data: '0x',
      nonce: 3n,
      gasPrice: 2n * GWEI,
      gasLimit: 23_000n,
      chainId: 250,
      fee: 46_000n * GWEI,
      error: null,
    })
  })

  it('applies the devnet buffer (×1.5 + 50,000)', () => {
    const tx = computePreparedTransaction({ ...base, gasBuffer: devnet.gasBuffer, estimate: 100_000n })
    expect(tx.gasLimit).toBe(200_000n)
  })

  it('joins estimation errors with a comma into the error and sets the fee to 0', () => {
    const tx = computePreparedTransaction({
      ...base,
      gasBuffer: mainnet.gasBuffer,
      estimateErrors: ['execution reverted', 'insufficient funds'],
    })
    expect([tx.error, tx.fee, tx.gasLimit]).toEqual(['execution reverted,insufficient funds', 0n, 0n])
  })

  it('blocks a transaction whose value + fee exceed the balance with the gas warning', () => {
    const fits = E18 + 46_000n * GWEI
    const ok = computePreparedTransaction({
      ...base,
      gasBuffer: mainnet.gasBuffer,
      estimate: 21_000n,
      balance: fits,
    })
    const short = computePreparedTransaction({
      ...base,
      gasBuffer: mainnet.gasBuffer,
      estimate: 21_000n,
      balance: fits - 1n,
    })
    expect(ok.error).toBeNull()
    expect(short.error).toBe(
      'Warning: Not enough available FTM for gas fees. Transfer FTM to your address to proceed.',
    )
  })

  it('uses a manual gas limit and gas price from the advanced panel', () => {
    const tx = computePreparedTransaction({
      ...base,
      gasBuffer: mainnet.gasBuffer,
      estimate: 21_000n,
      gasLimit: 50_000n,
      gasPrice: 5n * GWEI,
    })
    expect([tx.gasLimit, tx.gasPrice, tx.fee]).toEqual([50_000n, 5n * GWEI, 250_000n * GWEI])
  })
})

describe('signTransaction (pipeline)', () => {
  const signer = createKeystoreSigner({ account: { address: wallet.address, keystore }, chainId: 250 })
  const prepared = computePreparedTransaction({ ...base, gasBuffer: mainnet.gasBuffer, estimate: 21_000n })

  it('signs the prepared fields and returns the bytes with their hash', async () => {
    const signed = await signTransaction({ signer, transaction: prepared, password })
    expect(signed.hash).toBe(keccak256(signed.raw))
    const parsed = Transaction.from(signed.raw)
    expect([parsed.from, parsed.nonce, parsed.gasLimit, parsed.gasPrice, parsed.type]).toEqual([
      wallet.address,
      3,
      23_000n,
      2n * GWEI,
      0,
    ])
  })

  it('refuses a transaction that carries an error, without asking the signer', async () => {
    let asked = false
    const spy: Signer = {
      ...signer,
      getAddress: signer.getAddress,
      signTransaction: async () => {
        asked = true
        return '0x00'
      },
    }
    const blocked = { ...prepared, error: 'execution reverted' }
    await expect(signTransaction({ signer: spy, transaction: blocked, password })).rejects.toMatchObject({
      code: 'TX_NOT_SENDABLE',
      message: 'execution reverted',
      title: 'Transaction Error',
    })
    expect(asked).toBe(false)
  })

  it('refuses a transaction prepared for another account', async () => {
    const other = { ...prepared, from: Wallet.createRandom().address }
    await expect(signTransaction({ signer, transaction: other, password })).rejects.toMatchObject({
      code: 'SIGNER_TRANSACTION_INVALID',
    })
  })

  it('lets the signer refuse another chain id', async () => {
    const testnetTx = { ...prepared, chainId: 4002 }
    await expect(signTransaction({ signer, transaction: testnetTx, password })).rejects.toMatchObject({
      code: 'SIGNER_CHAIN_MISMATCH',
    })
  })
})

describe('TransactionError', () => {
  it("titles a failed receipt 'Transaction Error' and a failed query 'Error'", () => {
    expect(new TransactionError('TX_FAILED', 'Transaction Error').title).toBe('Transaction Error')
    const query = new TransactionError('TX_VERIFICATION_ERROR', 'socket hang up')
    expect([query.title, query.message, query.retryable]).toEqual(['Error', 'socket hang up', true])
    expect(new TransactionError('TX_SEND_REJECTED', 'nonce too low').retryable).toBe(false)
  })
})

describe('TX_MESSAGES', () => {
  it("holds the spec's texts of the confirmation (docs/behaviour/transactions.md#confirmation-pattern)", () => {
    expect(TX_MESSAGES).toMatchObject({
      verifying: 'Verifying Transaction',
      failed: 'Transaction Error',
      error: 'Error',
      insufficientGas:
        'Warning: Not enough available FTM for gas fees. Transfer FTM to your address to proceed.',
      confirmOnLedger: 'Please confirm this transaction on your Ledger device:',
    })
  })
})
