// Shared helpers of the SDK's devnet tests (`*.devnet.test.ts`): the run's devnet (inject), a client, funded
// keystore accounts and a driver that walks a flow machine through its confirmations like a user would.
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import type {} from '@ftm-wallet/devnet/vitest-setup'
import { Contract, JsonRpcProvider, Wallet } from 'ethers'
import { inject } from 'vitest'
import { type AnyStateMachine, createActor, waitFor } from 'xstate'
import {
  createApiClient,
  createKeystoreSigner,
  devnet as devnetPreset,
  encryptKeystore,
  type KeystoreSigner,
  type KeystoreV3,
} from '../src/index.js'
import type { FlowDependencies } from '../src/machines.js'

export const PASSWORD = 'Integration-Pass-9'
export const E18 = 10n ** 18n

export const devnet: ProvidedDevnet = inject('devnet')
export const info = devnet.info as typeof devnet.info & {
  contracts: Record<string, string>
  tokens: unknown
}
export const contracts = info.contracts
export const network = {
  ...devnetPreset,
  chainId: info.chainId,
  apiUrls: [devnet.apiUrl],
  rpcUrl: devnet.rpcUrl,
}
export const client = createApiClient({ endpoints: [devnet.apiUrl], hedgeDelay: false, retries: 3 })
export const provider = new JsonRpcProvider(devnet.rpcUrl, undefined, {
  cacheTimeout: -1,
  staticNetwork: true,
})

/** POST to a devnet control (faucet, advance, bridge, price). */
export async function control(slug: string, body: object): Promise<unknown> {
  const response = await fetch(`${devnet.url}/devnet/${slug}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`devnet ${slug}: HTTP ${response.status} ${await response.text()}`)
  return response.json()
}

export interface TestAccount {
  address: string
  keystore: KeystoreV3
  signer: KeystoreSigner
}

/** A fresh random key in a keystore (scrypt n = 2^10, tests only), funded by the faucet. */
export async function createFundedAccount(ftm = 1000): Promise<TestAccount> {
  const wallet = Wallet.createRandom()
  const keystore = await encryptKeystore(wallet.privateKey, PASSWORD, { scryptN: 2 ** 10 })
  const account = { address: wallet.address, keystore }
  if (ftm > 0) await control('faucet', { address: wallet.address, amount: ftm })
  return { ...account, signer: createKeystoreSigner({ account, chainId: network.chainId }) }
}

export function dependenciesOf(
  account: TestAccount,
  extra: Partial<FlowDependencies> = {},
): FlowDependencies {
  return { client, network, signer: account.signer, autoContinueDelay: false, ...extra }
}

export const chainTime = async () => (await provider.getBlock('latest'))?.timestamp ?? 0
export const nonceOf = (address: string) => provider.getTransactionCount(address, 'latest')
export const balanceOf = (address: string) => provider.getBalance(address)

const erc20 = [
  'function balanceOf(address) view returns (uint256)',
  'function allowance(address, address) view returns (uint256)',
]
export const tokenBalance = (token: string, owner: string) =>
  new Contract(token, erc20, provider).getFunction('balanceOf')(owner) as Promise<bigint>
export const tokenAllowance = (token: string, owner: string, spender: string) =>
  new Contract(token, erc20, provider).getFunction('allowance')(owner, spender) as Promise<bigint>

/** What the chain shows of an account: nonce and FTM balance (a reject path must leave both unchanged). */
export async function chainState(address: string) {
  return { nonce: await nonceOf(address), balance: await balanceOf(address) }
}

function describeFailure(snapshot: { value: unknown; context: { error?: unknown } }) {
  return `${JSON.stringify(snapshot.value)}: ${JSON.stringify(snapshot.context.error)}`
}

/**
 * Runs a flow machine to success like a user: types the password on the first confirmation, confirms the next
 * steps with the kept temporary password, presses 'Next Step'. Throws with the machine's error when it fails.
 */
export async function runFlow(
  machine: AnyStateMachine,
  account: TestAccount,
  params: unknown,
  extra: Partial<FlowDependencies> = {},
) {
  const actor = createActor(machine, { input: { ...dependenciesOf(account, extra), params } }).start()
  const stopped = (s: { matches: (v: string) => boolean }) =>
    s.matches('failed') || s.matches('form') || s.matches('rejected')
  try {
    let first = true
    for (let guard = 0; guard < 10; guard += 1) {
      const at = await waitFor(actor, (s) => s.matches('confirm') || s.matches('success') || stopped(s), {
        timeout: 90_000,
      })
      if (stopped(at)) throw new Error(`flow stopped at ${describeFailure(at)}`)
      if (at.matches('success')) return at
      actor.send(first ? { type: 'CONFIRM', password: PASSWORD } : { type: 'CONFIRM' })
      first = false
      const next = await waitFor(
        actor,
        (s) => s.matches('stepDone') || s.matches('success') || stopped(s) || s.matches('confirm'),
        {
          timeout: 90_000,
        },
      )
      if (next.matches('confirm') && next.context.error)
        throw new Error(`flow stopped at ${describeFailure(next)}`)
      if (next.matches('stepDone')) actor.send({ type: 'NEXT' })
    }
    throw new Error('flow did not finish in 10 steps')
  } finally {
    actor.stop()
  }
}

/**
 * Starts a flow, rejects its first confirmation and returns the reject snapshot: what a user sees after
 * pressing Reject. The caller checks the chain is untouched.
 */
export async function rejectFlow(machine: AnyStateMachine, account: TestAccount, params: unknown) {
  const actor = createActor(machine, { input: { ...dependenciesOf(account), params } }).start()
  try {
    const at = await waitFor(actor, (s) => s.matches('confirm') || s.matches('failed') || s.matches('form'), {
      timeout: 60_000,
    })
    if (!at.matches('confirm'))
      throw new Error(`flow stopped before its confirmation at ${describeFailure(at)}`)
    actor.send({ type: 'REJECT' })
    return actor.getSnapshot()
  } finally {
    actor.stop()
  }
}

/** Rejects the flow first (the chain must stay as it was), then runs it to success. */
export async function rejectThenRun(machine: AnyStateMachine, account: TestAccount, params: unknown) {
  const before = await chainState(account.address)
  const rejected = await rejectFlow(machine, account, params)
  if (!rejected.matches('rejected')) throw new Error('reject did not reach the reject screen')
  const after = await chainState(account.address)
  if (after.nonce !== before.nonce || after.balance !== before.balance) {
    throw new Error(`a rejected ${machine.id} changed the chain`)
  }
  return runFlow(machine, account, params)
}
