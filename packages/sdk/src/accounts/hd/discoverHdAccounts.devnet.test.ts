import { JsonRpcProvider, Mnemonic, randomBytes, Wallet } from 'ethers'
import { describe, expect, it } from 'vitest'
import { client, control, devnet } from '../../../test/devnet.js'
import { deriveHdKeys } from './deriveHdKeys.js'
import { discoverHdAccounts } from './discoverHdAccounts.js'

// A fresh phrase per run (devnet funds only): account 0 gets funds and sends to account 1, account 3 receives funds;
// 2 and 4 onwards stay unused.
const mnemonic = Mnemonic.fromEntropy(randomBytes(16)).phrase
const keys = deriveHdKeys({ mnemonic, indexes: [0, 1, 2, 3] })
const provider = new JsonRpcProvider(devnet.rpcUrl, undefined, { cacheTimeout: -1, staticNetwork: true })

describe('account discovery on the devnet', () => {
  it('finds accounts 0, 1 and 3 of a phrase whose account 3 received funds, and stops after 5 unused', async () => {
    await control('faucet', { address: keys[0]!.address, amount: 10 })
    await control('faucet', { address: keys[3]!.address, amount: 2 })
    const sender = new Wallet(keys[0]!.privateKey, provider)
    await (await sender.sendTransaction({ to: keys[1]!.address, value: 10n ** 17n })).wait()

    const found = await discoverHdAccounts({ client, mnemonic })
    expect(found.accounts).toEqual(
      [0, 1, 3].map((i) => ({ index: i, path: keys[i]!.path, address: keys[i]!.address })),
    )
    expect(found).toMatchObject({ activityFound: true, message: null, scanned: 9 })

    // The Ledger Live path of the same phrase has other accounts, none used.
    const ledgerLive = await discoverHdAccounts({ client, mnemonic, scheme: 'ledgerLive' })
    expect(ledgerLive.accounts.map((a) => a.path)).toEqual(["m/44'/60'/0'/0/0"])
    expect(ledgerLive.accounts[0]!.address).toBe(keys[0]!.address) // index 0 is the same path under both schemes
  })

  it('allows a passphrase that yields an empty wallet, and says no activity was found', async () => {
    const hidden = await discoverHdAccounts({ client, mnemonic, passphrase: 'a hidden wallet' })
    const [first] = deriveHdKeys({ mnemonic, passphrase: 'a hidden wallet', indexes: [0] })
    expect(hidden).toEqual({
      accounts: [{ index: 0, path: "m/44'/60'/0'/0/0", address: first!.address }],
      activityFound: false,
      message: 'No activity found',
      scanned: 5,
    })
    expect(first!.address).not.toBe(keys[0]!.address)
  })
})
