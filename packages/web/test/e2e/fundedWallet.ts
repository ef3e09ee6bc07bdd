// The set-up most e2e files share: a fresh test key funded by the run's faucet, the chain prepared through the SDK's
// pipeline (a delegation, a pool, …) and the wallet restored in the app through the welcome screens; and the chain
// look-ups the checks read back (a token balance, a pool's share and reserves).
import type { ProvidedDevnet } from '@ftm-wallet/devnet'
import { createMnemonic, deriveKeyFromMnemonic, type UnsignedCall } from '@ftm-wallet/sdk'
import { fundFromFaucet } from './environment.js'
import { createCallSender, type TestKey } from './runFlow.js'
import { type E2eSession, queryApi, type RestoreWalletOptions, restoreWalletFromWelcome } from './session.js'

/** A test wallet: its key (never a publicly known one) and a sender of calls from it, each expected mined. */
export interface FundedWallet {
  key: TestKey
  address: string
  send: (call: UnsignedCall) => Promise<void>
}

export interface FundedWalletOptions {
  /** FTM from the faucet, as a decimal string. */
  ftm: string
  password: string
  /** The key to use (default: a fresh one from a new mnemonic). */
  key?: TestKey | undefined
}

/** A key (fresh unless given) funded by the run's faucet, with a sender of calls from it. */
export async function createFundedWallet(
  { devnet, env }: Pick<E2eSession, 'devnet' | 'env'>,
  { ftm, password, key = deriveKeyFromMnemonic(createMnemonic()) }: FundedWalletOptions,
): Promise<FundedWallet> {
  await fundFromFaucet(env.devnet, key.address, ftm)
  let sender: Promise<(call: UnsignedCall) => Promise<void>> | undefined
  return {
    key,
    address: key.address,
    async send(call) {
      // The keystore is encrypted once, on the first call.
      sender ??= createCallSender({ devnet, key, password })
      await (await sender)(call)
    },
  }
}

export interface RestoreFundedWalletOptions extends FundedWalletOptions {
  /** The restore tab (default: a keystore file made from the key). */
  via?: RestoreWalletOptions['via']
  /** Puts on the chain what the file needs before the app first reads the wallet. */
  prepare?: (wallet: FundedWallet) => Promise<void>
}

/**
 * A funded wallet (`createFundedWallet`), the chain prepared by `prepare`, then restored in the session's page
 * (ends on the account's page).
 */
export async function restoreFundedWallet(
  session: Pick<E2eSession, 'devnet' | 'env' | 'page'>,
  { via, prepare, ...options }: RestoreFundedWalletOptions,
): Promise<FundedWallet> {
  const wallet = await createFundedWallet(session, options)
  if (prepare) await prepare(wallet)
  await restoreWalletFromWelcome(session.page, session.env.appUrl, {
    privateKey: wallet.key.privateKey,
    password: options.password,
    via,
  })
  return wallet
}

/** `owner`'s balance of the ERC-20 `token` in base units, read from the devnet's API. */
export async function tokenBalanceOf(
  devnet: Pick<ProvidedDevnet, 'apiUrl'>,
  owner: string,
  token: string,
): Promise<bigint> {
  const { balance } = await queryApi<{ balance: string }>(
    devnet,
    `{ balance: ercTokenBalance(owner: "${owner}", token: "${token}") }`,
  )
  return BigInt(balance)
}

/** A Uniswap pool as the devnet's API lists it, with `user`'s LP tokens. */
export interface PoolOf {
  tokens: { address: string }[]
  reserves: string[]
  totalSupply: string
  shareOf: string
}

/** The pool that holds every one of `tokens` (any case), with `user`'s share; undefined when there is none. */
export async function findPool(
  devnet: Pick<ProvidedDevnet, 'apiUrl'>,
  user: string,
  tokens: readonly string[],
): Promise<PoolOf | undefined> {
  const { defiUniswapPairs } = await queryApi<{ defiUniswapPairs: PoolOf[] }>(
    devnet,
    `{ defiUniswapPairs { tokens { address } reserves totalSupply shareOf(user: "${user}") } }`,
  )
  const wanted = tokens.map((token) => token.toLowerCase())
  return defiUniswapPairs.find((pair) => {
    const held = pair.tokens.map((token) => token.address.toLowerCase())
    return wanted.every((token) => held.includes(token))
  })
}
