// Send FTM, wrap, send a token, unwrap and the bridge send, end to end on the devnet with a keystore account:
// each rejected first (the chain stays as it was), then run to success (the chain shows the effect).
import { Wallet } from 'ethers'
import { describe, expect, it } from 'vitest'
import { createActor, waitFor } from 'xstate'
import {
  balanceOf,
  chainState,
  client,
  contracts,
  control,
  createFundedAccount,
  devnet,
  E18,
  network,
  PASSWORD,
  rejectFlow,
  rejectThenRun,
  runFlow,
  tokenBalance,
} from '../../../test/devnet.js'
import {
  createAccountsService,
  createBridgeClient,
  createKeystoreSigner,
  createKeystoreStore,
  createMemoryStorage,
} from '../../index.js'
import {
  bridgeSendMachine,
  createWalletMachine,
  sendFtmMachine,
  sendTokenMachine,
  unwrapMachine,
  wrapMachine,
} from '../../machines.js'

const wftm = contracts.wftm as string
const bridge = createBridgeClient({ baseUrl: devnet.bridgeUrl })

describe('send, wrap and unwrap on the devnet', () => {
  it('sends FTM with a memo', async () => {
    const account = await createFundedAccount(100)
    const recipient = Wallet.createRandom().address
    const done = await rejectThenRun(sendFtmMachine, account, { recipient, amount: 7n * E18, memo: 'rent' })
    expect(done.context.hashes).toHaveLength(1)
    expect(await balanceOf(recipient)).toBe(7n * E18)
    const sent = await client.request({
      document: 'query($h: Bytes32!) { transaction(hash: $h) { inputData } }',
      variables: { h: done.context.hash },
    })
    expect(sent).toEqual({ transaction: { inputData: `0x${Buffer.from('rent').toString('hex')}` } })
  })

  it('wraps FTM, sends WFTM and unwraps the rest', async () => {
    const account = await createFundedAccount(100)
    await rejectThenRun(wrapMachine, account, { amount: 20n * E18 })
    expect(await tokenBalance(wftm, account.address)).toBe(20n * E18)

    const recipient = Wallet.createRandom().address
    await rejectThenRun(sendTokenMachine, account, { token: wftm, recipient, amount: 5n * E18 })
    expect(await tokenBalance(wftm, recipient)).toBe(5n * E18)

    const before = await balanceOf(account.address)
    await rejectThenRun(unwrapMachine, account, { amount: 15n * E18 })
    expect(await tokenBalance(wftm, account.address)).toBe(0n)
    expect(await balanceOf(account.address)).toBeGreaterThan(before + 14n * E18)
  })
})

describe('bridge send on the devnet', () => {
  it('sends FTM to the bridge and completes once the bridge finalizes', async () => {
    await control('bridge', { down: false, delayMs: 500 })
    const account = await createFundedAccount(200)
    const ethAddress = Wallet.createRandom().address
    const params = {
      direction: 'OperaToEthereum' as const,
      amount: 120n * E18,
      targetAddress: ethAddress,
      finalizeInterval: 300,
    }
    const done = await runFlow(bridgeSendMachine, account, params, { bridge })
    expect(done.context.result).toMatchObject({ status: 'completed' })
    expect((await bridge.getEthBalances({ ethAddress })).balance).toBe(70)
    expect(await balanceOf(account.address)).toBeLessThan(80n * E18)
  })

  it('cancels the completion after the last finalize try', async () => {
    await control('bridge', { down: false, delayMs: 600_000 })
    try {
      const account = await createFundedAccount(100)
      const params = {
        direction: 'OperaToEthereum' as const,
        amount: 60n * E18,
        targetAddress: Wallet.createRandom().address,
        finalizeInterval: 50,
        finalizeMaxTries: 3,
      }
      const actor = createActor(bridgeSendMachine, {
        input: { client, network, signer: account.signer, bridge, autoContinueDelay: false, params },
      }).start()
      await waitFor(actor, (s) => s.matches('confirm'), { timeout: 30_000 })
      actor.send({ type: 'CONFIRM', password: PASSWORD })
      const failed = await waitFor(actor, (s) => s.matches('failed'), { timeout: 60_000 })
      expect(failed.context.error).toMatchObject({ code: 'FLOW_BRIDGE_FINALIZE_CANCELLED' })
      expect(failed.context.hashes).toHaveLength(1)
      actor.stop()
    } finally {
      await control('bridge', { down: false, delayMs: 6000 })
    }
  })

  it('leaves the chain untouched when the bridge send is rejected', async () => {
    const account = await createFundedAccount(100)
    const before = await chainState(account.address)
    const params = {
      direction: 'OperaToEthereum' as const,
      amount: 60n * E18,
      targetAddress: Wallet.createRandom().address,
    }
    const actor = createActor(bridgeSendMachine, {
      input: { client, network, signer: account.signer, bridge, autoContinueDelay: false, params },
    }).start()
    await waitFor(actor, (s) => s.matches('confirm'), { timeout: 30_000 })
    actor.send({ type: 'REJECT' })
    expect(actor.getSnapshot().value).toBe('rejected')
    actor.stop()
    expect(await chainState(account.address)).toEqual(before)
  })
})

describe('a wallet made by the create wizard signs on the devnet', () => {
  it('creates, verifies, stores the wallet, then sends FTM with its keystore', async () => {
    const storage = createMemoryStorage()
    const accounts = await createAccountsService({ storage, keystores: createKeystoreStore(storage) })
    const wizard = createActor(createWalletMachine, {
      input: {
        scryptN: 2 ** 10,
        save: ({ address, keystore }) => accounts.addAccount({ address, type: 'keystore', keystore }),
      },
    }).start()
    wizard.send({ type: 'SUBMIT', password: PASSWORD, confirmation: PASSWORD })
    await waitFor(wizard, (s) => s.matches('mnemonic'))
    wizard.send({ type: 'NEXT' })
    const { words, shuffled } = wizard.getSnapshot().context
    const used = new Set<number>()
    for (const word of words) {
      const index = shuffled.findIndex((candidate, i) => candidate === word && !used.has(i))
      used.add(index)
      wizard.send({ type: 'PICK', index })
    }
    wizard.send({ type: 'VERIFY' })
    const created = await waitFor(wizard, (s) => s.matches('success'))
    const address = created.context.address as string
    const [stored] = accounts.getState().accounts
    expect(stored?.address).toBe(address)

    await control('faucet', { address, amount: 10 })
    const signer = createKeystoreSigner({
      account: stored!,
      chainId: network.chainId,
      loadStoredKeystore: accounts.loadStoredKeystore,
    })
    const recipient = Wallet.createRandom().address
    const account = { address, keystore: stored!.keystore!, signer }
    const rejected = await rejectFlow(sendFtmMachine, account, { recipient, amount: E18 })
    expect(rejected.value).toBe('rejected')
    await runFlow(sendFtmMachine, account, { recipient, amount: E18 })
    expect(await balanceOf(recipient)).toBe(E18)
  })
})
