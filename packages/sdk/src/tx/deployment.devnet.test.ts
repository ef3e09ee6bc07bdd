// A contract creation through the SDK on the devnet (docs/behaviour/signing.md#contract-creation): prepared without
// `to` (the API estimates the creation code), confirmed as 'Deploy a contract' with no To row, simulated by an
// eth_call without `to`, signed without a recipient, sent through the API; the receipt names the new contract,
// whose code is on the chain. A constructor that reverts is caught by the simulation before anything is signed.
import { readFileSync } from 'node:fs'
import { ContractFactory, getCreateAddress, Interface, Transaction } from 'ethers'
import { describe, expect, it } from 'vitest'
import { client, createFundedAccount, devnet, network, PASSWORD, provider } from '../../test/devnet.js'
import {
  DEPLOY_CONTRACT,
  prepareTransaction,
  reviewTransaction,
  sendCall,
  type UnsignedDeployment,
} from '../index.js'
import { createRpcClient } from '../rpc/createRpcClient.js'
import { sendSignedTransaction } from './sendSignedTransaction.js'
import { signTransaction } from './signTransaction.js'
import { waitForTransaction } from './waitForTransaction.js'

const rpc = createRpcClient({ urls: [devnet.rpcUrl], chainId: network.chainId, retries: 1 })

// The devnet's plain ERC-20 (name, symbol, decimals as constructor arguments).
const artifact = JSON.parse(
  readFileSync(new URL('../../../devnet/artifacts/MintableToken.json', import.meta.url), 'utf8'),
) as { abi: object[]; bytecode: string }
const token = new Interface(artifact.abi as never)

async function deployment(symbol: string): Promise<UnsignedDeployment> {
  const factory = new ContractFactory(artifact.abi as never, artifact.bytecode)
  const { data } = await factory.getDeployTransaction(`Deployed ${symbol}`, symbol, 6)
  return { to: null, value: 0n, data: data as `0x${string}` }
}

describe('contract creation through the SDK on the devnet', () => {
  it('prepares, confirms, simulates, signs and sends a deployment; the receipt names the new contract', async () => {
    const account = await createFundedAccount(10)
    const call = await deployment('DPL')
    const prepared = await prepareTransaction({ client, network, from: account.address, call })
    expect(prepared.to).toBeNull()
    expect(prepared.error).toBeNull()
    // The API's estimate of the creation code, buffered: far above a transfer's 21000.
    expect(prepared.gasLimit).toBeGreaterThan(100_000n)

    const confirmation = await reviewTransaction({
      client,
      transaction: prepared,
      sources: { rpc, networkName: 'Devnet' },
    })
    expect(confirmation.call).toMatchObject({ kind: 'deploy', sentence: DEPLOY_CONTRACT, selector: null })
    expect(confirmation.call.arguments).toEqual([
      { name: 'code size', value: `${((call.data.length - 2) / 2).toLocaleString('en-US')} bytes` },
      { name: 'value', value: '0 FTM' },
    ])
    expect(confirmation.summary.to).toBeNull()
    expect(confirmation.summary.lines.map((line) => line.label)).toEqual([
      'Network',
      'From',
      'Value',
      'Gas',
      'Fee',
      'Total',
      'Nonce',
    ])
    // The node ran the creation code (eth_call without `to`): it succeeds and moves no balance of the user's.
    expect(confirmation.simulation).toMatchObject({ status: 'success', text: 'No balance changes' })

    const signed = await signTransaction({
      signer: account.signer,
      transaction: prepared,
      password: PASSWORD,
    })
    const decoded = Transaction.from(signed.raw)
    expect([decoded.to, decoded.data, decoded.from]).toEqual([null, call.data, account.address])

    const { hash } = await sendSignedTransaction({ client, signed })
    const state = await waitForTransaction({ client, hash })
    expect(state.status).toBe('success')
    const receipt = await provider.send('eth_getTransactionReceipt', [hash])
    const expected = getCreateAddress({ from: account.address, nonce: Number(prepared.nonce) })
    expect(receipt.contractAddress.toLowerCase()).toBe(expected.toLowerCase())
    expect(await provider.getCode(expected)).not.toBe('0x')
    const symbol = await provider.call({ to: expected, data: token.encodeFunctionData('symbol') })
    expect(token.decodeFunctionResult('symbol', symbol)[0]).toBe('DPL')
  })

  it('deploys with sendCall, the scripts’ whole pipeline, with FTM sent to a payable constructor', async () => {
    const account = await createFundedAccount(10)
    // Creation code of a payable constructor that deploys the 1-byte contract STOP: PUSH1 1, PUSH1 12, PUSH1 0,
    // CODECOPY, PUSH1 1, PUSH1 0, RETURN, then the runtime byte 00. No CALLVALUE check: it keeps what it is sent.
    const call: UnsignedDeployment = { to: null, value: 10n ** 17n, data: '0x6001600c60003960016000f300' }
    const { hash, transaction, state } = await sendCall({
      client,
      network,
      signer: account.signer,
      call,
      password: PASSWORD,
    })
    expect([transaction.to, state.status]).toEqual([null, 'success'])
    const receipt = await provider.send('eth_getTransactionReceipt', [hash])
    expect(await provider.getCode(receipt.contractAddress)).toBe('0x00')
    expect(await provider.getBalance(receipt.contractAddress)).toBe(10n ** 17n)
  })

  it('shows a creation whose constructor reverts as failing, before anything is signed', async () => {
    const account = await createFundedAccount(10)
    // Creation code PUSH1 0, PUSH1 0, REVERT: the constructor reverts without a reason.
    const call: UnsignedDeployment = { to: null, value: 0n, data: '0x60006000fd' }
    const prepared = await prepareTransaction({ client, network, from: account.address, call })
    expect(prepared.error).toMatch(/revert/i)
    const confirmation = await reviewTransaction({ client, transaction: prepared, sources: { rpc } })
    expect(confirmation.call.sentence).toBe(DEPLOY_CONTRACT)
    expect(confirmation.simulation).toMatchObject({ status: 'reverted', reason: 'reverted without a reason' })
    await expect(
      signTransaction({ signer: account.signer, transaction: prepared, password: PASSWORD }),
    ).rejects.toMatchObject({ code: 'TX_NOT_SENDABLE' })
  })
})
