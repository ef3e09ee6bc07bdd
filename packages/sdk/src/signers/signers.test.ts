import { Transaction, Wallet } from 'ethers'
import { describe, expect, it, vi } from 'vitest'
import { createPasswordCache } from '../accounts/createPasswordCache.js'
import { encryptKeystore } from '../accounts/keystore/encryptKeystore.js'
import { isWalletError } from '../errors/WalletError.js'
import { createKeystoreSigner } from './createKeystoreSigner.js'
import { signLegacyTransaction } from './signLegacyTransaction.js'
import type { UnsignedTransaction } from './types.js'

// A random key per run: no publicly known key is used anywhere.
const wallet = Wallet.createRandom()
const password = 'Correct-Horse-9'
const keystore = await encryptKeystore(wallet.privateKey, password, { scryptN: 2 ** 4 })
const account = { address: wallet.address, keystore }

const tx: UnsignedTransaction = {
  to: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  value: 10n ** 18n,
  data: '0x',
  nonce: 7n,
  gasPrice: 2_000_000_000n,
  gasLimit: 23_000n,
  chainId: 250,
}

const rejection = async (promise: Promise<unknown>) => {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

describe('signLegacyTransaction', () => {
  it('produces the same bytes as ethers Wallet.signTransaction for a legacy EIP-155 transaction', async () => {
    const raw = signLegacyTransaction(wallet.signingKey, tx)
    const expected = await wallet.signTransaction({ ...tx, type: 0, nonce: 7, chainId: 250n })
    expect(raw).toBe(expected)
    const parsed = Transaction.from(raw)
    expect([parsed.type, parsed.chainId, parsed.from, parsed.nonce]).toEqual([0, 250n, wallet.address, 7])
  })

  it('signs a transaction with EIP-1559 fees as type 2, the same bytes as ethers', async () => {
    const fees = { maxFeePerGas: 30_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n }
    const raw = signLegacyTransaction(wallet.signingKey, { ...tx, ...fees })
    const { gasPrice: _, ...rest } = tx
    expect(raw).toBe(await wallet.signTransaction({ ...rest, ...fees, type: 2, nonce: 7, chainId: 250n }))
    const parsed = Transaction.from(raw)
    expect([parsed.type, parsed.from, parsed.maxFeePerGas, parsed.maxPriorityFeePerGas]).toEqual([
      2,
      wallet.address,
      fees.maxFeePerGas,
      fees.maxPriorityFeePerGas,
    ])
    expect(() =>
      signLegacyTransaction(wallet.signingKey, { ...tx, maxFeePerGas: 1n, maxPriorityFeePerGas: 2n }),
    ).toThrow(
      expect.objectContaining({
        code: 'SIGNER_TRANSACTION_INVALID',
        details: { field: 'maxPriorityFeePerGas' },
      }),
    )
  })

  it('signs a contract creation (to null) without a recipient, legacy and type 2, the same bytes as ethers', async () => {
    const creation: UnsignedTransaction = {
      ...tx,
      to: null,
      value: 0n,
      data: '0x6080604052348015600f57600080fd5b',
    }
    const raw = signLegacyTransaction(wallet.signingKey, creation)
    expect(raw).toBe(await wallet.signTransaction({ ...creation, type: 0, nonce: 7, chainId: 250n }))
    const parsed = Transaction.from(raw)
    expect([parsed.to, parsed.data, parsed.from]).toEqual([null, creation.data, wallet.address])
    const fees = { maxFeePerGas: 30_000_000_000n, maxPriorityFeePerGas: 1_000_000_000n }
    expect(Transaction.from(signLegacyTransaction(wallet.signingKey, { ...creation, ...fees })).to).toBeNull()
    // A creation without code creates nothing: refused naming `data`.
    expect(() => signLegacyTransaction(wallet.signingKey, { ...creation, data: '0x' })).toThrow(
      expect.objectContaining({ code: 'SIGNER_TRANSACTION_INVALID', details: { field: 'data' } }),
    )
  })

  it('refuses a transaction without a gas limit or with a bad recipient', () => {
    expect(() => signLegacyTransaction(wallet.signingKey, { ...tx, gasLimit: 0n })).toThrow(
      expect.objectContaining({ code: 'SIGNER_TRANSACTION_INVALID', details: { field: 'gasLimit' } }),
    )
    expect(() => signLegacyTransaction(wallet.signingKey, { ...tx, to: '0x1234' })).toThrow(
      expect.objectContaining({ code: 'SIGNER_TRANSACTION_INVALID' }),
    )
  })
})

describe('createKeystoreSigner', () => {
  it('signs with the password and the signature recovers to the account', async () => {
    const signer = createKeystoreSigner({ account, chainId: 250 })
    expect([signer.kind, signer.confirmation, await signer.getAddress()]).toEqual([
      'keystore',
      'password',
      wallet.address,
    ])
    const raw = await signer.signTransaction(tx, { password })
    expect(Transaction.from(raw).from).toBe(wallet.address)
  })

  it('refuses another chain id before asking for any password', async () => {
    const cache = createPasswordCache()
    cache.set(password, { uses: 1, timeoutMs: 30_000 })
    const signer = createKeystoreSigner({ account, chainId: 4002, passwordCache: cache })
    const error = await rejection(signer.signTransaction(tx))
    expect(isWalletError(error, 'SIGNER_CHAIN_MISMATCH')).toBe(true)
    expect(cache.has()).toBe(true)
  })

  it("rejects a wrong password with 'Bad keystore file or password.'", async () => {
    const signer = createKeystoreSigner({ account, chainId: 250 })
    const error = await rejection(signer.signTransaction(tx, { password: 'Wrong-Horse-9' }))
    expect(error).toMatchObject({ code: 'KEYSTORE_BAD_PASSWORD', message: 'Bad keystore file or password.' })
  })

  it("asks for a password ('Type a password') when none is given or cached", async () => {
    const signer = createKeystoreSigner({ account, chainId: 250, passwordCache: createPasswordCache() })
    const error = await rejection(signer.signTransaction(tx))
    expect(error).toMatchObject({ code: 'PASSWORD_REQUIRED', message: 'Type a password' })
  })

  it('takes the password from the cache, which then runs out', async () => {
    const cache = createPasswordCache()
    cache.set(password, { uses: 1, timeoutMs: 30_000 })
    const signer = createKeystoreSigner({ account, chainId: 250, passwordCache: cache })
    expect(Transaction.from(await signer.signTransaction(tx)).from).toBe(wallet.address)
    expect(cache.has()).toBe(false)
    expect(await rejection(signer.signTransaction(tx))).toMatchObject({ code: 'PASSWORD_REQUIRED' })
  })

  it('refuses a keystore that belongs to another address', async () => {
    const other = Wallet.createRandom()
    const signer = createKeystoreSigner({ account: { address: other.address, keystore }, chainId: 250 })
    expect(await rejection(signer.signTransaction(tx, { password }))).toMatchObject({
      code: 'KEYSTORE_ADDRESS_MISMATCH',
    })
  })

  it('once unlocked signs for the given number of uses, then asks again', async () => {
    const signer = createKeystoreSigner({ account, chainId: 250 })
    await signer.unlock(password, { uses: 2, timeoutMs: 60_000 })
    await signer.signTransaction(tx)
    expect(signer.isUnlocked()).toBe(true)
    await signer.signTransaction({ ...tx, nonce: 8n })
    expect(signer.isUnlocked()).toBe(false)
    expect(await rejection(signer.signTransaction(tx))).toMatchObject({ code: 'PASSWORD_REQUIRED' })
  })

  it('forgets an unlocked key when its time is up and never shows it', async () => {
    vi.useFakeTimers()
    try {
      const signer = createKeystoreSigner({ account, chainId: 250 })
      await signer.unlock(password, { uses: 100, timeoutMs: 1000 })
      expect(JSON.stringify(signer)).not.toContain(wallet.privateKey.slice(2))
      vi.advanceTimersByTime(1000)
      expect(signer.isUnlocked()).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('refuses a wrong password on unlock and keeps nothing', async () => {
    const signer = createKeystoreSigner({ account, chainId: 250 })
    expect(await rejection(signer.unlock('Wrong-Horse-9', { uses: 1, timeoutMs: 1000 }))).toMatchObject({
      code: 'KEYSTORE_BAD_PASSWORD',
    })
    expect(signer.isUnlocked()).toBe(false)
  })
})
