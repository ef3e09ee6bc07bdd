// The cast-like commands end to end, as a script drives them (--json, a password file) against the run's devnet:
// call, send --sig/--data, tx, receipt, --keystore, --sign-only + publish, batch staking, completion, environment
// variables. The chain is read back directly (JSON-RPC, GraphQL), not through the CLI.
import { spawnSync } from 'node:child_process'
import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { formatTokenValue } from '@ftm-wallet/sdk'
import { encryptKeystoreJson, Interface, Wallet } from 'ethers'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { getBalance, getDelegation } from './chain.js'
import {
  atDecimalPoints,
  BIN,
  control,
  createHome,
  expectOk,
  literal,
  rpc,
  ftm as runFtm,
  wei,
} from './ftm.js'

const devnet = inject('devnet')
const api = devnet.apiUrl
const SFC = (devnet.info.contracts as Record<string, string>).sfc as string
const GET_STAKE = 'getStake(address,uint256)(uint256)'
const sfc = new Interface(['function getStake(address,uint256) view returns (uint256)'])

let home: string
let passwordFile: string
let address: string

/** ftm with the API from FTM_API (the environment variable), as a shell profile would set it. */
const ftm = (...args: string[]) => runFtm({ home, env: { FTM_API: api } }, ...args)
const tx = (...args: string[]) => ftm(...args, '--yes', '--password-file', passwordFile, '--json')

/** SFC.getStake read straight from the chain. */
async function stakeOf(delegator: string, validator: number): Promise<bigint> {
  const data = sfc.encodeFunctionData('getStake', [delegator, validator])
  return BigInt(await rpc<string>(devnet.rpcUrl, 'eth_call', [{ to: SFC, data }, 'latest']))
}

describe('cast-like commands', () => {
  let delegateHash: string

  beforeAll(async () => {
    ;({ home, passwordFile } = await createHome('cast'))
    const created = expectOk(
      await ftm(
        'wallet',
        'create',
        '--name',
        'Cast',
        '--password-file',
        passwordFile,
        '--mnemonic-out',
        join(home, 'phrase.txt'),
        '--json',
      ),
    )
    address = created.json<{ address: string }>().address
    await control(devnet.url, 'faucet', { address, amount: 5000 })
  })

  it('send --sig "delegate(uint256)" 1 --value 1 delegates 1 FTM to validator 1 (checked with getStake)', async () => {
    const before = await stakeOf(address, 1)
    const run = expectOk(await tx('send', '--to', SFC, '--sig', 'delegate(uint256)', '1', '--value', '1'))
    const result = run.json<{ ok: boolean; data: string; steps: Array<{ hash: string; status: string }> }>()
    expect(result.data).toBe(
      new Interface(['function delegate(uint256)']).encodeFunctionData('delegate', [1]),
    )
    expect(result.steps).toHaveLength(1)
    delegateHash = result.steps[0]?.hash as string
    expect(await stakeOf(address, 1)).toBe(before + wei('1'))
  })

  it('call of SFC.getStake(address,uint256) agrees with stake show', async () => {
    const call = expectOk(await ftm('call', SFC, GET_STAKE, address, '1', '--json')).json<{
      result: string[]
      function: string
    }>()
    const show = expectOk(await ftm('stake', 'show', '--validator', '1', '--json')).json<{
      delegation: { amountDelegated: string }
    }>()
    expect(call.function).toBe('getStake(address,uint256)')
    expect(call.result).toEqual([show.delegation.amountDelegated])
    expect(BigInt(call.result[0] as string)).toBe(await stakeOf(address, 1))
    // Without --json: the decoded value alone, as cast prints it.
    const plain = expectOk(await ftm('call', SFC, GET_STAKE, address, '1'))
    expect(plain.stdout.trim()).toBe(call.result[0])
  })

  it('tx and receipt show that transaction as the node has it', async () => {
    const shown = expectOk(await ftm('tx', delegateHash, '--json')).json<Record<string, string>>()
    const node = await rpc<Record<string, string>>(devnet.rpcUrl, 'eth_getTransactionByHash', [delegateHash])
    expect(shown).toMatchObject({
      hash: delegateHash,
      from: node.from,
      to: node.to,
      input: node.input,
      status: 'mined',
    })
    expect(shown.value).toBe(wei('1').toString())
    expect(shown.nonce).toBe(BigInt(node.nonce as string).toString())
    const receipt = expectOk(await ftm('receipt', delegateHash, '--json')).json<Record<string, unknown>>()
    const nodeReceipt = await rpc<Record<string, string>>(devnet.rpcUrl, 'eth_getTransactionReceipt', [
      delegateHash,
    ])
    expect(receipt).toMatchObject({
      transactionHash: delegateHash,
      status: 'success',
      blockNumber: BigInt(nodeReceipt.blockNumber as string).toString(),
      gasUsed: BigInt(nodeReceipt.gasUsed as string).toString(),
    })
    expect((receipt.logs as unknown[]).length).toBeGreaterThan(0)
  })

  it('a call that reverts exits 1 with the decoded reason', async () => {
    const run = await ftm('call', SFC, 'undelegate(uint256,uint256,uint256)', '1', '0', '0', '--json')
    expect(run.status).toBe(1)
    expect(run.json()).toMatchObject({
      ok: false,
      error: { code: 'CALL_REVERTED', message: 'execution reverted: zero amount' },
    })
  })

  it('send --data sends raw calldata through the same flow (dry run first: nothing sent)', async () => {
    const data = new Interface(['function delegate(uint256)']).encodeFunctionData('delegate', [2])
    const before = await stakeOf(address, 2)
    const plan = expectOk(
      await ftm('send', '--to', SFC, '--data', data, '--value', '2', '--dry-run', '--json'),
    )
    expect(plan.json<{ steps: Array<{ data: string; value: string }> }>().steps[0]).toMatchObject({
      data,
      value: wei('2').toString(),
    })
    expect(await stakeOf(address, 2)).toBe(before)
    expectOk(await tx('send', '--to', SFC, '--data', data, '--value', '2'))
    expect(await stakeOf(address, 2)).toBe(before + wei('2'))
  })

  it('--keystore acts with a keystore written by ethers, without importing it', async () => {
    const other = Wallet.createRandom()
    const json = JSON.parse(
      await encryptKeystoreJson({ address: other.address, privateKey: other.privateKey }, 'Other-Pass-7!', {
        scrypt: { N: 1024 },
      }),
    ) as Record<string, unknown>
    // cast and eth-keystore write no address: the CLI learns it by decrypting.
    delete json.address
    const file = join(home, 'ethers-keystore.json')
    await writeFile(file, JSON.stringify(json))
    const otherPassword = join(home, 'other-password.txt')
    await writeFile(otherPassword, 'Other-Pass-7!\n')
    await control(devnet.url, 'faucet', { address: other.address, amount: 100 })
    const recipient = '0x000000000000000000000000000000000000ca57'
    const before = await getBalance(api, recipient)
    const run = expectOk(
      await ftm(
        'send',
        '--keystore',
        file,
        '--to',
        recipient,
        '--amount',
        '3',
        '--yes',
        '--password-file',
        otherPassword,
        '--json',
      ),
    )
    expect(run.json<{ from: string }>().from).toBe(other.address)
    expect(await getBalance(api, recipient)).toBe(before + wei('3'))
    const stored = await readdir(join(home, 'ftm-wallet'))
    expect(stored.some((name) => name.toLowerCase().includes(other.address.slice(2).toLowerCase()))).toBe(
      false,
    )
    const wrong = await ftm(
      'send',
      '--keystore',
      file,
      '--to',
      recipient,
      '--amount',
      '1',
      '--yes',
      '--password-file',
      passwordFile,
    )
    expect(wrong.status).toBe(4)
  })

  it('--sign-only with --nonce and --gas-price signs with no network; publish broadcasts it later', async () => {
    const recipient = '0x000000000000000000000000000000000000c0DE'
    const nonce = BigInt(await rpc<string>(devnet.rpcUrl, 'eth_getTransactionCount', [address, 'latest']))
    const offline = await runFtm(
      { home, env: { FTM_API: 'http://127.0.0.1:9/api' } },
      'send',
      '--to',
      recipient,
      '--amount',
      '4',
      '--sign-only',
      '--nonce',
      String(nonce),
      '--gas-price',
      '30gwei',
      '--yes',
      '--password-file',
      passwordFile,
    )
    expectOk(offline)
    const raw = offline.stdout.trim().split('\n').at(-1) as string
    expect(raw).toMatch(/^0x[0-9a-f]+$/)
    const before = await getBalance(api, recipient)
    expect(await getBalance(api, recipient)).toBe(before) // nothing was broadcast
    const file = join(home, 'signed.txt')
    await writeFile(file, offline.stdout)
    const published = expectOk(await ftm('publish', file, '--yes', '--json')).json<{
      steps: Array<{ hash: string; status: string }>
    }>()
    expect(published.steps).toHaveLength(1)
    expect(published.steps[0]?.status).toBe('success')
    expect(await getBalance(api, recipient)).toBe(before + wei('4'))
    const mined = await rpc<{ gasPrice: string; nonce: string }>(devnet.rpcUrl, 'eth_getTransactionByHash', [
      published.steps[0]?.hash,
    ])
    expect(BigInt(mined.gasPrice)).toBe(30_000_000_000n)
    expect(BigInt(mined.nonce)).toBe(nonce)
  })

  it('--sign-only --json of a contract call (online: nonce and gas from the network) publishes from the JSON file', async () => {
    const signed = expectOk(
      await tx('send', '--to', SFC, '--sig', 'delegate(uint256)', '1', '--value', '1', '--sign-only'),
    )
    const document = signed.json<{ signOnly: boolean; transactions: Array<{ raw: string; hash: string }> }>()
    expect(document.signOnly).toBe(true)
    const before = await stakeOf(address, 1)
    const file = join(home, 'signed.json')
    await writeFile(file, signed.stdout)
    const published = expectOk(await ftm('publish', file, '--yes', '--json')).json<{
      steps: Array<{ hash: string }>
    }>()
    expect(published.steps[0]?.hash).toBe(document.transactions[0]?.hash)
    expect(await stakeOf(address, 1)).toBe(before + wei('1'))
  })

  it('publish of a signed contract creation records it as "Deploy a contract" and the chain holds the code', async () => {
    // A fresh throwaway key signs the creation elsewhere (as cast or a script would); code 0x60016000f3 leaves 0x00.
    const signer = Wallet.createRandom()
    await control(devnet.url, 'faucet', { address: signer.address, amount: 1 })
    const raw = await signer.signTransaction({
      type: 0,
      chainId: devnet.info.chainId,
      nonce: 0,
      gasPrice: 30_000_000_000n,
      gasLimit: 100_000n,
      data: '0x60016000f3',
    })
    const published = expectOk(await ftm('publish', raw, '--yes', '--json')).json<{
      steps: Array<{ hash: string; status: string }>
    }>()
    expect(published.steps[0]?.status).toBe('success')
    const hash = published.steps[0]?.hash as string
    const receipt = await rpc<{ contractAddress: string }>(devnet.rpcUrl, 'eth_getTransactionReceipt', [hash])
    expect(await rpc<string>(devnet.rpcUrl, 'eth_getCode', [receipt.contractAddress, 'latest'])).toBe('0x00')
    const recorded = expectOk(await ftm('tx', 'status', hash, '--json')).json<{ summary: string }>()
    expect(recorded.summary).toBe('Deploy a contract')
  })

  let second: string
  const pending = async (who: string, validator: number) =>
    (await getDelegation(api, who, validator))?.pendingRewards ?? 0n
  /** An amount of 18 decimals at 4 decimal points (the settings during the batch runs below). */
  const four = (value: bigint) => formatTokenValue(value, { decimals: 18, displayDecimals: 4 })

  it('stake claim --all claims every delegation with rewards, its title at 4 decimal points', async () => {
    second = expectOk(
      await ftm(
        'wallet',
        'create',
        '--name',
        'Second',
        '--password-file',
        passwordFile,
        '--mnemonic-out',
        join(home, 'phrase2.txt'),
        '--json',
      ),
    ).json<{ address: string }>().address
    await control(devnet.url, 'faucet', { address: second, amount: 500 })
    expectOk(await tx('stake', 'delegate', '--validator', '3', '--amount', '100', '--account', second))
    await control(devnet.url, 'advance', { seconds: 86_400, epochs: 2 })
    expect(await pending(address, 1)).toBeGreaterThan(0n)
    expect(await pending(address, 2)).toBeGreaterThan(0n)
    const total = (await pending(address, 1)) + (await pending(address, 2))
    // The title writes the rewards in the settings' decimal points (4 here; docs/behaviour/tokens-and-assets.md#number-formatting).
    const claimRun = await atDecimalPoints(ftm, () => tx('stake', 'claim', '--all', '--account', 'Cast'))
    // (the validators in the order the API lists the delegations)
    expect(claimRun.stderr).toContain(`Claim ${four(total)} FTM of rewards from validators `)
    expect(claimRun.stderr).toMatch(/ FTM of rewards from validators (1, 2|2, 1)$/m)
    const claimed = expectOk(claimRun).json<{
      validators: string[]
      steps: unknown[]
    }>()
    expect([...claimed.validators].sort()).toEqual(['1', '2'])
    expect(claimed.steps).toHaveLength(2)
    expect(await pending(address, 1)).toBe(0n)
    expect(await pending(address, 2)).toBe(0n)
  })

  it("stake restake --all --all-wallets restakes in every wallet, each wallet's title at 4 decimal points", async () => {
    await control(devnet.url, 'advance', { seconds: 86_400, epochs: 2 })
    const stakeBefore = (await getDelegation(api, second, 3))?.amountDelegated ?? 0n
    const rewards = await pending(second, 3)
    const ownRewards = (await pending(address, 1)) + (await pending(address, 2))
    expect(rewards).toBeGreaterThan(0n)
    expect(ownRewards).toBeGreaterThan(0n)
    // Long fractions: at 4 places the titles read differently from the default 2.
    expect(four(rewards)).toMatch(/\.\d{4}…$/)
    expect(four(ownRewards)).toMatch(/\.\d{4}…$/)
    const run = await atDecimalPoints(ftm, () => tx('stake', 'restake', '--all', '--all-wallets'))
    // One title a wallet, with the rewards it restakes (docs/behaviour/tokens-and-assets.md#number-formatting).
    expect(run.stderr).toMatch(
      new RegExp(`^Restake ${literal(four(ownRewards))} FTM of rewards from validators (1, 2|2, 1)$`, 'm'),
    )
    expect(run.stderr).toMatch(
      new RegExp(`^Restake ${literal(four(rewards))} FTM of rewards from validator 3$`, 'm'),
    )
    const restaked = expectOk(run).json<{
      wallets: Array<{ from: string; validators: string[] }>
    }>()
    expect(restaked.wallets.map((w) => w.from).sort()).toEqual([address, second].sort())
    expect((await getDelegation(api, second, 3))?.amountDelegated).toBe(stakeBefore + rewards)
  })
})

describe('shell and environment', () => {
  it('the bash completion script loads (complete -p ftm) and completes subcommands and choices', () => {
    const script = `
      ftm() { node ${JSON.stringify(BIN)} "$@"; }
      source <(ftm completion bash)
      complete -p ftm
      COMP_WORDS=(ftm stake del); COMP_CWORD=2; _ftm; echo "stake: \${COMPREPLY[*]}"
      COMP_WORDS=(ftm --network ""); COMP_CWORD=2; _ftm; echo "network: \${COMPREPLY[*]}"
      COMP_WORDS=(ftm send --pass); COMP_CWORD=2; _ftm; echo "send: \${COMPREPLY[*]}"`
    const run = spawnSync('bash', ['-c', script], { encoding: 'utf8' })
    expect(run.stderr).toBe('')
    expect(run.stdout).toContain('complete -o default -F _ftm ftm')
    expect(run.stdout).toContain('stake: delegate delegations')
    expect(run.stdout).toContain('network: mainnet testnet devnet')
    expect(run.stdout).toContain('send: --password-file')
  })

  it('zsh and fish scripts name the commands', () => {
    const zsh = spawnSync(process.execPath, [BIN, 'completion', 'zsh'], { encoding: 'utf8' })
    expect(zsh.stdout).toMatch(/^#compdef ftm/)
    expect(zsh.stdout).toContain('bashcompinit')
    const fish = spawnSync(process.execPath, [BIN, 'completion', 'fish'], { encoding: 'utf8' })
    expect(fish.stdout).toContain(
      "complete -c ftm -n '__fish_seen_subcommand_from stake; and not __fish_seen_subcommand_from",
    )
    expect(fish.stdout).toContain('-l password-file')
  })

  it('every subcommand help lists the global options', () => {
    const run = spawnSync(process.execPath, [BIN, 'send', '--help'], { encoding: 'utf8' })
    expect(run.status).toBe(0)
    for (const option of [
      '--yes',
      '--password-file',
      '--keystore',
      '--sign-only',
      '--network',
      'FTM_NETWORK',
      'FTM_API',
    ])
      expect(run.stdout).toContain(option)
  })

  it('FTM_NETWORK, FTM_API and FTM_ACCOUNT stand in for flags; flags win', async () => {
    const { home: envHome } = await createHome('env')
    const bad = await runFtm({ home: envHome, env: { FTM_NETWORK: 'moonnet' } }, 'price')
    expect(bad.status).toBe(2)
    expect(bad.stderr).toContain("Unknown network 'moonnet' (FTM_NETWORK)")
    const address = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
    const viaEnv = await runFtm(
      { home: envHome, env: { FTM_NETWORK: 'devnet', FTM_API: api, FTM_ACCOUNT: address } },
      'balance',
      '--json',
    )
    expect(viaEnv.status).toBe(0)
    expect(viaEnv.json<{ address: string }>().address).toBe(address)
    // A dead FTM_API is overridden by --api.
    const flagWins = await runFtm(
      { home: envHome, env: { FTM_API: 'http://127.0.0.1:9/api' } },
      'balance',
      '--account',
      address,
      '--api',
      api,
      '--json',
    )
    expect(flagWins.status).toBe(0)
  })
})
