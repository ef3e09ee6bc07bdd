import { keccak256, toUtf8Bytes, Wallet } from 'ethers'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { encryptKeystore } from '../accounts/keystore/encryptKeystore.js'
import { createKeystoreSigner } from './createKeystoreSigner.js'
import {
  EIP712_MAIL,
  EIP712_MAIL_PUBLISHED,
  eip712MailOn,
  viemVerifyTypedData,
} from './eip712Mail.test-util.js'
import { createEip1193Signer } from './eip1193/createEip1193Signer.js'
import type { Eip1193Provider } from './eip1193/provider.js'
import { readTypedDataJson, recoverMessageSigner, recoverTypedDataSigner } from './message.js'
import { hashTypedData, parseTypedData, prepareTypedData } from './typedData.js'
import { connectWalletConnect } from './walletConnect/connectWalletConnect.js'

// Signatures are checked with viem (an implementation independent of ethers, which the signers use), and the typed
// data hashing against the values the EIP-712 specification publishes for its Mail example.

// A random key per run for everything that is not the published example.
const wallet = Wallet.createRandom()
const password = 'Correct-Horse-9'
const keystore = await encryptKeystore(wallet.privateKey, password, { scryptN: 2 ** 4 })
const signer = createKeystoreSigner({
  account: { address: wallet.address, keystore },
  chainId: 4003,
  prepareTypedData,
})
const address = wallet.address as `0x${string}`

const rejection = async (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('resolved'),
    (error) => error,
  )

describe('keystore signer: messages (personal_sign)', () => {
  it('signs text as its UTF-8 bytes; viem verifies it and our recovery agrees', async () => {
    for (const text of ['Sign in to fantom.example', 'Ünïcödé ✓ 🦊', '']) {
      const signature = await signer.signMessage(text, { password })
      expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
      expect(await verifyMessage({ address, message: text, signature })).toBe(true)
      expect(recoverMessageSigner(text, signature)).toBe(wallet.address)
    }
  })

  it('signs raw bytes as given', async () => {
    const bytes = new Uint8Array([0, 1, 2, 0xff, 0xfe])
    const signature = await signer.signMessage(bytes, { password })
    expect(await verifyMessage({ address, message: { raw: bytes }, signature })).toBe(true)
    expect(await verifyMessage({ address, message: '0x000102fffe', signature })).toBe(false)
  })

  it('needs the password like a transaction, and uses an unlocked key', async () => {
    expect(await rejection(signer.signMessage('x'))).toMatchObject({ code: 'PASSWORD_REQUIRED' })
    expect(await rejection(signer.signMessage('x', { password: 'wrong-Password-1' }))).toMatchObject({
      code: 'KEYSTORE_BAD_PASSWORD',
    })
    await signer.unlock(password, { uses: 1, timeoutMs: 60_000 })
    const signature = await signer.signMessage('batch')
    expect(await verifyMessage({ address, message: 'batch', signature })).toBe(true)
    expect(signer.isUnlocked()).toBe(false)
  })
})

describe('typed data (eth_signTypedData_v4)', () => {
  it("hashes the EIP-712 specification's Mail example to its published domain separator, hash and digest", () => {
    const { domainSeparator, messageHash, digest } = hashTypedData(parseTypedData(EIP712_MAIL))
    expect({ domainSeparator, messageHash, digest }).toEqual({
      domainSeparator: EIP712_MAIL_PUBLISHED.domainSeparator,
      messageHash: EIP712_MAIL_PUBLISHED.messageHash,
      digest: EIP712_MAIL_PUBLISHED.digest,
    })
  })

  it("gives the example's published signature with the example's key (keccak256('cow'), which holds nothing)", async () => {
    const cow = new Wallet(keccak256(toUtf8Bytes('cow')))
    expect(cow.address).toBe(EIP712_MAIL_PUBLISHED.signer)
    const cowKeystore = await encryptKeystore(cow.privateKey, password, { scryptN: 2 ** 4 })
    const onMainnet = createKeystoreSigner({
      account: { address: cow.address, keystore: cowKeystore },
      chainId: 1,
      prepareTypedData,
    })
    const signature = await onMainnet.signTypedData(EIP712_MAIL, { password })
    const { r, s, v } = EIP712_MAIL_PUBLISHED
    expect(signature).toBe(`${r}${s.slice(2)}${v.toString(16)}`)
  })

  it('takes a hex or decimal chain id, and JSON text through readTypedDataJson', () => {
    const digest = EIP712_MAIL_PUBLISHED.digest
    for (const input of [
      readTypedDataJson(JSON.stringify(EIP712_MAIL)),
      eip712MailOn('0x1'),
      eip712MailOn('1'),
    ]) {
      expect(hashTypedData(parseTypedData(input)).digest).toBe(digest)
    }
    expect(parseTypedData(eip712MailOn('0xfa3')).domain.chainId).toBe(4003)
    expect(() => readTypedDataJson('{"types":')).toThrow(
      expect.objectContaining({
        code: 'SIGNER_TYPED_DATA_INVALID',
        message: 'Invalid typed data: typedData is not valid JSON',
      }),
    )
  })

  it('without an EIP712Domain type the domain type is empty, as in MetaMask: a domain with fields is refused', () => {
    const { EIP712Domain: _, ...types } = EIP712_MAIL.types
    expect(() => parseTypedData({ ...EIP712_MAIL, types })).toThrow(
      expect.objectContaining({
        message: 'Invalid typed data: domain.name is not a field of type EIP712Domain',
        details: { field: 'domain.name' },
      }),
    )
    // An empty domain signs as the empty struct "EIP712Domain()", which is what eth-sig-util's v4 hashes.
    const empty = parseTypedData({ ...EIP712_MAIL, types, domain: {} })
    expect(empty.types.EIP712Domain).toEqual([])
  })

  it('a keystore signer created without prepareTypedData refuses typed data (transfer-only apps carry no EIP-712 code)', async () => {
    const plain = createKeystoreSigner({ account: { address: wallet.address, keystore }, chainId: 4003 })
    expect(await rejection(plain.signTypedData(eip712MailOn(4003), { password }))).toMatchObject({
      code: 'SIGNER_UNSUPPORTED',
    })
  })

  it('signs typed data for the connected chain; viem verifies it and our recovery agrees', async () => {
    const typedData = eip712MailOn(4003)
    const signature = await signer.signTypedData(typedData, { password })
    expect(await viemVerifyTypedData(typedData, address, signature)).toBe(true)
    expect(recoverTypedDataSigner(JSON.stringify(typedData), signature)).toBe(wallet.address)
  })

  it('refuses a domain chain id other than the network unless that chain is confirmed', async () => {
    const mainnetMail = eip712MailOn(250)
    expect(await rejection(signer.signTypedData(mainnetMail, { password }))).toMatchObject({
      code: 'SIGNER_CHAIN_MISMATCH',
      message: 'The typed data is for chain 250, but the wallet is connected to chain 4003',
      details: { domainChainId: 250, networkChainId: 4003 },
    })
    expect(
      await rejection(signer.signTypedData(mainnetMail, { password, confirmedChainId: 1 })),
    ).toMatchObject({ code: 'SIGNER_CHAIN_MISMATCH' })
    const signature = await signer.signTypedData(mainnetMail, { password, confirmedChainId: 250 })
    expect(await viemVerifyTypedData(mainnetMail, address, signature)).toBe(true)
  })

  it('a domain without a chain id is bound to no chain', async () => {
    const { chainId: _, ...domain } = EIP712_MAIL.domain
    const types = {
      ...EIP712_MAIL.types,
      EIP712Domain: EIP712_MAIL.types.EIP712Domain.filter((f) => f.name !== 'chainId'),
    }
    const typedData = { ...EIP712_MAIL, domain, types }
    const signature = await signer.signTypedData(typedData, { password })
    expect(await viemVerifyTypedData(typedData, address, signature)).toBe(true)
  })

  // Each refusal comes before the password is used: without one, reaching the key would fail PASSWORD_REQUIRED.
  const malformed: [string, unknown, string, string][] = [
    ['no primaryType', { ...EIP712_MAIL, primaryType: undefined }, 'primaryType', 'primaryType is missing'],
    [
      'an undeclared primaryType',
      { ...EIP712_MAIL, primaryType: 'Letter' },
      'primaryType',
      'primaryType is not a valid message type: "Letter"',
    ],
    [
      'a message field missing',
      { ...EIP712_MAIL, message: { ...EIP712_MAIL.message, contents: undefined } },
      'message.contents',
      'message.contents is missing (type string)',
    ],
    [
      'a message field its type does not declare',
      { ...EIP712_MAIL, message: { ...EIP712_MAIL.message, cc: 'Alice' } },
      'message.cc',
      'message.cc is not a field of type Mail',
    ],
    [
      'a value of the wrong type',
      { ...EIP712_MAIL, message: { ...EIP712_MAIL.message, to: { name: 'Bob', wallet: 'bob.eth' } } },
      'message.to.wallet',
      'message.to.wallet is not a valid address: "bob.eth"',
    ],
    [
      'an integer out of its range',
      {
        types: { Vote: [{ name: 'choice', type: 'uint8' }] },
        primaryType: 'Vote',
        domain: {},
        message: { choice: 256 },
      },
      'message.choice',
      'message.choice is not a valid uint8: 256',
    ],
    [
      'a field of an unknown type',
      {
        ...EIP712_MAIL,
        types: { ...EIP712_MAIL.types, Mail: [{ name: 'from', type: 'Human' }] },
        message: { from: EIP712_MAIL.message.from },
      },
      'message.from',
      'message.from has unknown type Human',
    ],
    [
      'types that are not lists of fields',
      { ...EIP712_MAIL, types: { ...EIP712_MAIL.types, Person: [{ name: 'name' }] } },
      'types.Person',
      'types.Person must be a list of {name, type}',
    ],
    [
      'a non-numeric chain id',
      eip712MailOn('fantom'),
      'domain.chainId',
      'domain.chainId is not a valid chain id: "fantom"',
    ],
    ['no message', { ...EIP712_MAIL, message: undefined }, 'message', 'message is missing (type Mail)'],
    [
      'JSON text instead of the object',
      JSON.stringify(EIP712_MAIL),
      'typedData',
      'typedData must be an object',
    ],
  ]
  for (const [what, input, field, problem] of malformed) {
    it(`refuses typed data with ${what}, naming it, and signs nothing`, async () => {
      expect(await rejection(signer.signTypedData(input))).toMatchObject({
        code: 'SIGNER_TYPED_DATA_INVALID',
        message: `Invalid typed data: ${problem}`,
        details: { field },
      })
    })
  }
})

/**
 * A fake injected wallet: answers eth_accounts with its account and signs personal_sign / eth_signTypedData_v4 with
 * ethers (as the wallet's own app would), recording every request.
 */
function fakeWallet(key = Wallet.createRandom(), behaviour: 'sign' | 'reject' | 'otherKey' = 'sign') {
  const requests: { method: string; params?: unknown }[] = []
  const provider: Eip1193Provider = {
    async request({ method, params }) {
      requests.push({ method, params })
      if (method === 'eth_accounts' || method === 'eth_requestAccounts') return [key.address.toLowerCase()]
      if (method === 'eth_chainId') return '0xfa3'
      if (behaviour === 'reject') throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      const by = behaviour === 'otherKey' ? Wallet.createRandom() : key
      const list = params as unknown[]
      if (method === 'personal_sign') return by.signMessage(Buffer.from(String(list[0]).slice(2), 'hex'))
      if (method === 'eth_signTypedData_v4') {
        const { domain, types, message } = JSON.parse(String(list[1]))
        const { EIP712Domain: _, ...rest } = types
        return by.signTypedData(domain, rest, message)
      }
      throw Object.assign(new Error('unsupported'), { code: 4200 })
    },
  }
  return { key, provider, requests }
}

describe('external wallets forward message and typed-data signing', () => {
  it('sends personal_sign [message as hex, account] and returns the wallet signature', async () => {
    const { key, provider, requests } = fakeWallet()
    const external = createEip1193Signer({ provider, address: key.address, chainId: 4003 })
    const signature = await external.signMessage('Héllo')
    const signed = requests.find((r) => r.method === 'personal_sign')
    expect(signed?.params).toEqual(['0x48c3a96c6c6f', key.address])
    expect(await verifyMessage({ address: key.address as `0x${string}`, message: 'Héllo', signature })).toBe(
      true,
    )
  })

  it('sends eth_signTypedData_v4 [account, JSON with EIP712Domain] after the checks', async () => {
    const { key, provider, requests } = fakeWallet()
    const external = createEip1193Signer({ provider, address: key.address, chainId: 4003 })
    const typedData = eip712MailOn(4003)
    const signature = await external.signTypedData(typedData)
    const sent = requests.find((r) => r.method === 'eth_signTypedData_v4')?.params as [string, string]
    expect(sent[0]).toBe(key.address)
    expect(JSON.parse(sent[1])).toEqual({ ...EIP712_MAIL, domain: { ...EIP712_MAIL.domain, chainId: 4003 } })
    expect(await viemVerifyTypedData(typedData, key.address as `0x${string}`, signature)).toBe(true)

    requests.length = 0
    expect(await rejection(external.signTypedData(eip712MailOn(250)))).toMatchObject({
      code: 'SIGNER_CHAIN_MISMATCH',
    })
    expect(await rejection(external.signTypedData({ ...typedData, primaryType: '' }))).toMatchObject({
      code: 'SIGNER_TYPED_DATA_INVALID',
    })
    expect(requests).toEqual([])
  })

  it("maps the wallet's 4001 to 'Signature rejected' and refuses a signature by another key", async () => {
    const rejecting = fakeWallet(undefined, 'reject')
    const external = createEip1193Signer({
      provider: rejecting.provider,
      address: rejecting.key.address,
      chainId: 4003,
    })
    expect(await rejection(external.signMessage('x'))).toMatchObject({
      code: 'SIGNER_REJECTED',
      message: 'Signature rejected',
      details: { providerCode: 4001 },
    })
    const impostor = fakeWallet(undefined, 'otherKey')
    const other = createEip1193Signer({
      provider: impostor.provider,
      address: impostor.key.address,
      chainId: 4003,
    })
    expect(await rejection(other.signTypedData(eip712MailOn(4003)))).toMatchObject({
      code: 'SIGNER_SIGNATURE_INVALID',
    })
  })

  it('refuses when the wallet no longer has the account selected', async () => {
    const { provider, requests } = fakeWallet()
    const external = createEip1193Signer({ provider, address: wallet.address, chainId: 4003 })
    expect(await rejection(external.signMessage('x'))).toMatchObject({ code: 'EIP1193_WRONG_ACCOUNT' })
    expect(requests.map((r) => r.method)).toEqual(['eth_accounts'])
  })

  it('WalletConnect sessions ask for eth_signTypedData_v4 and forward both methods', async () => {
    const { key, provider, requests } = fakeWallet()
    let methods: string[] = []
    const session = await connectWalletConnect({
      projectId: 'test-project',
      chainId: 4003,
      onDisplayUri: () => {},
      onDisconnect: () => {},
      loadProvider: async (options) => {
        methods = options.methods
        return { ...provider, on: () => undefined, connect: async () => {}, disconnect: async () => {} }
      },
    })
    expect(methods).toEqual(['eth_sendTransaction', 'personal_sign', 'eth_signTypedData_v4'])
    const signature = await session.signer.signMessage('via WalletConnect')
    expect(recoverMessageSigner('via WalletConnect', signature)).toBe(key.address)
    const typed = await session.signer.signTypedData(eip712MailOn(4003))
    expect(recoverTypedDataSigner(eip712MailOn(4003), typed)).toBe(key.address)
    expect(requests.map((r) => r.method)).toContain('eth_signTypedData_v4')
  })
})
