import { computeAddress, HDNodeWallet, Wallet } from 'ethers'
import { describe, expect, it } from 'vitest'
import { devnet, mainnet, testnet } from '../../constants/networks.js'
import { isWalletError } from '../../errors/WalletError.js'
import { checkKeyHygiene, findPubliclyKnownKey } from './keyHygiene.js'

const ANVIL = 'test test test test test test test test test test test junk'
const account = (phrase: string, index: number) =>
  HDNodeWallet.fromPhrase(phrase, undefined, `m/44'/60'/0'/0/${index}`)
const smallKey = (value: number) => `0x${value.toString(16).padStart(64, '0')}`

describe('findPubliclyKnownKey', () => {
  it('finds accounts #0 and #19 of the anvil/hardhat/foundry, ganache and truffle phrases by address', () => {
    const phrases = [
      [ANVIL, 'the anvil/hardhat/foundry test phrase'],
      [
        'myth like bonus scare over problem client lizard pioneer submit female collect',
        'the ganache deterministic phrase',
      ],
      [
        'candy maple cake sugar pudding cream honey rich smooth crumble sweet treat',
        'the truffle develop phrase',
      ],
    ] as const
    for (const [phrase, source] of phrases) {
      for (const index of [0, 19]) {
        const { address, privateKey } = account(phrase, index)
        expect(findPubliclyKnownKey({ address })).toEqual({ source: `account #${index} of ${source}` })
        expect(findPubliclyKnownKey({ address: address.toLowerCase(), privateKey })).not.toBeNull()
      }
    }
    // Account #20 is past the list.
    expect(findPubliclyKnownKey({ address: account(ANVIL, 20).address })).toBeNull()
  })

  it('finds the private keys 0x…01 through 0x…ff, and not 0x…100 or a random key', () => {
    for (const value of [1, 2, 0x2a, 0xff]) {
      const privateKey = smallKey(value)
      expect(findPubliclyKnownKey({ address: computeAddress(privateKey), privateKey })).toEqual({
        source: `the private key 0x…${value.toString(16).padStart(2, '0')}`,
      })
    }
    const big = smallKey(0x100)
    expect(findPubliclyKnownKey({ address: computeAddress(big), privateKey: big })).toBeNull()
    const random = Wallet.createRandom()
    expect(findPubliclyKnownKey({ address: random.address, privateKey: random.privateKey })).toBeNull()
  })
})

describe('checkKeyHygiene', () => {
  const anvil0 = account(ANVIL, 0)

  it('refuses anvil account #0 on mainnet and testnet with one message and a stable code', () => {
    for (const { chainId } of [mainnet, testnet]) {
      let thrown: unknown
      try {
        checkKeyHygiene({ address: anvil0.address, privateKey: anvil0.privateKey, chainId })
      } catch (error) {
        thrown = error
      }
      expect(isWalletError(thrown, 'KEY_PUBLICLY_KNOWN')).toBe(true)
      expect((thrown as Error).message).toBe(
        'This key is publicly known (account #0 of the anvil/hardhat/foundry test phrase): anyone can take what is sent to it, so it can only be imported on the devnet.',
      )
      expect((thrown as Error).message).not.toContain(anvil0.privateKey.slice(2))
    }
  })

  it('allows it on the devnet with a warning, and says nothing of an ordinary key', () => {
    expect(checkKeyHygiene({ address: anvil0.address, chainId: devnet.chainId })).toBe(
      'This key is publicly known (account #0 of the anvil/hardhat/foundry test phrase): use it on the devnet only, never for real funds.',
    )
    const random = Wallet.createRandom()
    expect(
      checkKeyHygiene({ address: random.address, privateKey: random.privateKey, chainId: 250 }),
    ).toBeNull()
  })
})
