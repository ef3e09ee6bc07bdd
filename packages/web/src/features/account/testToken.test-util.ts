// A plain ERC-20 that is none of the devnet's DeFi tokens, like one a user receives from anyone or adds as a
// custom token: the devnet's MintableToken artifact, deployed and minted over raw JSON-RPC by an impersonated
// anvil account (no private key involved), so both component and e2e tests can use it with fetch alone. The
// impersonated send and the ABI words are exported for e2e files that drive other contracts the same way.
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

// A path rather than a URL object: under jsdom `URL` is jsdom's, which node:fs does not take.
const ARTIFACT = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../devnet/artifacts/MintableToken.json',
)
/** mint(address,uint256) (MintableToken.json's ABI). */
const MINT_SELECTOR = '40c10f19'

/** One JSON-RPC call to the devnet's node; a JSON-RPC error becomes an Error naming the method. */
export async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

/** A uint as one ABI word (64 hex digits, no 0x). */
export const word = (n: bigint | number) => BigInt(n).toString(16).padStart(64, '0')
/** An address as one ABI word. */
export const addressWord = (address: string) => address.toLowerCase().replace(/^0x/, '').padStart(64, '0')

/** ABI tail of a string: its byte length, then the bytes padded to whole words. */
function stringTail(text: string): string {
  const hex = Buffer.from(text, 'utf8').toString('hex')
  return word(hex.length / 2) + hex.padEnd(Math.ceil(hex.length / 64) * 64, '0')
}

export interface DeployTestTokenParameters {
  name: string
  symbol: string
  decimals: number
}

export interface TestToken {
  address: string
  /** The impersonated account that deployed it, funded with 10 FTM; it may send more with sendImpersonated. */
  deployer: string
  /** Mints `amount` base units to `to` (the deployer is the token's minter). */
  mint(to: string, amount: bigint): Promise<void>
}

/** Deploys the token from a fresh impersonated deployer and returns it with its mint. */
export async function deployTestToken(rpcUrl: string, token: DeployTestTokenParameters): Promise<TestToken> {
  const { bytecode } = JSON.parse(readFileSync(ARTIFACT, 'utf8')) as { bytecode: string }
  const from = `0x${Array.from({ length: 40 }, () => Math.floor(Math.random() * 16).toString(16)).join('')}`
  await rpc(rpcUrl, 'anvil_setBalance', [from, `0x${(10n ** 19n).toString(16)}`])
  const send = (tx: { to?: string; data: string }) => sendImpersonated(rpcUrl, from, tx)
  const name = stringTail(token.name)
  const args =
    word(0x60) + word(0x60 + name.length / 2) + word(token.decimals) + name + stringTail(token.symbol)
  const { contractAddress } = await send({ data: `0x${bytecode.replace(/^0x/, '')}${args}` })
  if (!contractAddress) throw new Error('the token deployment has no contract address')
  return {
    address: contractAddress,
    deployer: from,
    async mint(to, amount) {
      await send({ to: contractAddress, data: `0x${MINT_SELECTOR}${addressWord(to)}${word(amount)}` })
    },
  }
}

/** Sends a transaction as `from` through anvil's impersonation and returns its receipt; a revert throws. */
export async function sendImpersonated(
  rpcUrl: string,
  from: string,
  tx: { to?: string; data: string; value?: bigint },
) {
  const { value, ...rest } = tx
  const request = {
    from,
    gas: '0x4c4b40',
    ...rest,
    ...(value === undefined ? {} : { value: `0x${value.toString(16)}` }),
  }
  await rpc(rpcUrl, 'anvil_impersonateAccount', [from])
  try {
    const hash = await rpc<string>(rpcUrl, 'eth_sendTransaction', [request])
    return await waitForReceipt(rpcUrl, hash)
  } finally {
    await rpc(rpcUrl, 'anvil_stopImpersonatingAccount', [from])
  }
}

/** The devnet may mine on an interval rather than at once: waits for the receipt, 10 s at most. */
async function waitForReceipt(rpcUrl: string, hash: string) {
  type Receipt = { status: string; contractAddress: string | null }
  for (let attempt = 0; attempt < 100; attempt++) {
    const receipt = await rpc<Receipt | null>(rpcUrl, 'eth_getTransactionReceipt', [hash])
    if (receipt) {
      if (receipt.status !== '0x1') throw new Error(`token transaction ${hash} reverted`)
      return receipt
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`no receipt for token transaction ${hash}`)
}
