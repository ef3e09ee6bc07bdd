import { join } from 'node:path'
import { type JsonRpcProvider, toQuantity, Wallet } from 'ethers'
import { readOrCreateKey } from './keyFile.js'
import { createChainProvider } from './provider.js'

/** File in the data dir holding the devnet admin's private key (mode 0600). */
export const ADMIN_KEY_FILE = 'admin.key'

/** The admin keeps at least this much FTM (topped up with anvil_setBalance). */
export const ADMIN_MIN_BALANCE = 10_000_000n * 10n ** 18n
const ADMIN_TOP_UP = 100_000_000n * 10n ** 18n

/**
 * The devnet admin: a random key created on first use in `<dataDir>/admin.key` (never a well-known key),
 * funded with anvil_setBalance. It deploys and owns the contracts and seals epochs.
 */
export async function createAdminSigner(
  rpcUrl: string,
  dataDir: string,
  provider?: JsonRpcProvider,
): Promise<Wallet> {
  const chain = provider ?? createChainProvider(rpcUrl)
  const wallet = new Wallet(readOrCreateKey(join(dataDir, ADMIN_KEY_FILE)), chain)
  await ensureBalance(chain, wallet.address, ADMIN_MIN_BALANCE, ADMIN_TOP_UP)
  return wallet
}

/** Raises `address`'s balance to `topUp` with anvil_setBalance when it is below `min`. */
export async function ensureBalance(
  provider: JsonRpcProvider,
  address: string,
  min: bigint,
  topUp: bigint,
): Promise<void> {
  const balance = await provider.getBalance(address)
  if (balance < min) await provider.send('anvil_setBalance', [address, toQuantity(balance + topUp)])
}
