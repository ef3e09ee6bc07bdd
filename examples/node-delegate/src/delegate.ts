// Restore a wallet, delegate FTM to a validator, let the devnet's clock run and claim the rewards — with the SDK
// alone. Run it against a devnet (`pnpm devnet` in another terminal):
//
//   FTM_DEVNET_URL=http://127.0.0.1:16761 pnpm --filter @ftm-wallet/example-node-delegate start
//
// It prints one JSON line with what happened. FTM_MNEMONIC restores that phrase instead of a new one.
import { pathToFileURL } from 'node:url'
// The Node entry registers native scrypt with ethers, so keystores unlock at node:crypto speed.
import '@ftm-wallet/sdk/node'
import {
  buildClaimRewardsTx,
  createApiClient,
  createKeystoreSigner,
  createMnemonic,
  devnet as devnetPreset,
  getDelegation,
  getStakers,
  restoreWalletFromMnemonic,
  sendCall,
} from '@ftm-wallet/sdk'
import { delegateMachine } from '@ftm-wallet/sdk/machines'
import { createActor, waitFor } from 'xstate'

export interface DelegateExampleOptions {
  /** The devnet server, e.g. http://127.0.0.1:16761 (its /devnet/info names the API and chain id). */
  devnetUrl: string
  /** A 12- or 24-word phrase to restore; a new one when absent. */
  mnemonic?: string | undefined
  /** FTM to delegate (whole FTM). */
  amount?: bigint
  /** scrypt cost of the restored keystore (2^17 by default). */
  scryptN?: number
}

export interface DelegateExampleResult {
  address: string
  validatorId: string
  delegated: string
  rewards: string
  delegateHash: string
  claimHash: string
}

const WEI = 10n ** 18n
const PASSWORD = 'Example-Pass-9'

async function post(url: string, body: object): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return response.json()
}

export async function runDelegateExample(options: DelegateExampleOptions): Promise<DelegateExampleResult> {
  const base = options.devnetUrl.replace(/\/+$/, '')
  const info = (await (await fetch(`${base}/devnet/info`)).json()) as { apiUrl: string; chainId: number }
  const network = { ...devnetPreset, chainId: info.chainId, apiUrls: [info.apiUrl] }
  const client = createApiClient({ network })

  // 1. Restore: the phrase becomes a keystore encrypted with our password (nothing else is kept).
  const mnemonic = options.mnemonic ?? createMnemonic()
  const { address, keystore } = await restoreWalletFromMnemonic({
    mnemonic,
    password: PASSWORD,
    ...(options.scryptN ? { scryptN: options.scryptN } : {}),
  })
  const signer = createKeystoreSigner({ account: { address, keystore }, chainId: network.chainId })
  await post(`${base}/devnet/faucet`, { address, amount: 2000 })

  // 2. Delegate with the delegate machine, answering its confirmation like a user would, to an active validator
  //    with room for the amount below its delegation cap.
  const amount = (options.amount ?? 1000n) * WEI
  const stakers = await getStakers(client)
  const validator = stakers.find(
    (s) => s.isActive && !s.isOffline && !s.isCheater && s.delegatedLimit >= amount,
  )
  if (!validator) throw new Error('no active validator with room for the delegation')
  const actor = createActor(delegateMachine, {
    input: { client, network, signer, params: { validatorId: validator.id, amount } },
  }).start()
  await waitFor(actor, (s) => s.matches('confirm') || s.matches('failed'), { timeout: 60_000 })
  actor.send({ type: 'CONFIRM', password: PASSWORD })
  const done = await waitFor(actor, (s) => s.matches('success') || s.matches('failed'), { timeout: 60_000 })
  actor.stop()
  if (!done.matches('success')) throw new Error(`delegation failed: ${done.context.error?.message}`)

  // 3. Let a day pass on the devnet: epochs are sealed and rewards accrue.
  await post(`${base}/devnet/advance`, { seconds: 86_400, epochs: 2 })
  const before = await getDelegation(client, { address, stakerId: validator.id })
  const rewards = before?.pendingRewards ?? 0n

  // 4. Claim with the plain pipeline: prepare, sign, send, verify.
  const claim = await sendCall({
    client,
    network,
    signer,
    call: buildClaimRewardsTx({ validatorId: validator.id }),
    password: PASSWORD,
  })
  return {
    address,
    validatorId: validator.id.toString(),
    delegated: (before?.amountDelegated ?? 0n).toString(),
    rewards: rewards.toString(),
    delegateHash: done.context.hash ?? '',
    claimHash: claim.hash,
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const devnetUrl = process.env.FTM_DEVNET_URL ?? 'http://127.0.0.1:16761'
  runDelegateExample({ devnetUrl, mnemonic: process.env.FTM_MNEMONIC }).then(
    (result) => console.log(JSON.stringify(result)),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error)
      process.exitCode = 1
    },
  )
}
