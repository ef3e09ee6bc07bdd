// Governance list under load: 500 proposals created on the devnet, the list scrolled to its end in Chromium while
// a PerformanceObserver('longtask') records every long task. Budget: no long task over 100 ms (issue 8).
// Baseline, same run: a static page with a plain 500-row table scrolled the same way.

const FTM = 10n ** 18n
/** Governance.proposalFee() (contracts-facts.md §2): paid with every createProposal. */
const PROPOSAL_FEE = 100n * FTM
/** PlainTextProposalFactory.create(string,string,bytes32[],uint256,uint256,uint256,uint256,uint256), 0x371f3122. */
const CREATE_SELECTOR = '371f3122'
const DAY = 86_400

const word = (n: bigint | number) => BigInt(n).toString(16).padStart(64, '0')
const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
const padRight = (h: string) => h.padEnd(Math.ceil(h.length / 64) * 64, '0')

function encodeBytes(text: string): string {
  const bytes = new TextEncoder().encode(text)
  return word(bytes.length) + padRight(hex(bytes))
}

function encodeBytes32(text: string): string {
  const bytes = new TextEncoder().encode(text)
  if (bytes.length > 31) throw new Error(`option "${text}" is longer than 31 bytes`)
  return hex(bytes).padEnd(64, '0')
}

export interface PlainTextProposal {
  name: string
  description: string
  options: readonly string[]
  /** 18-decimal fractions. */
  minVotes: bigint
  minAgreement: bigint
  /** Seconds after creation / after the start (the devnet template's ranges, as its seed uses them). */
  start?: number
  minEnd?: number
  maxEnd?: number
}

/** ABI-encodes the factory's `create` call (head of 8 words, then the two strings and the bytes32 array). */
export function encodeCreateProposal(p: PlainTextProposal): string {
  const name = encodeBytes(p.name)
  const description = encodeBytes(p.description)
  const options = word(p.options.length) + p.options.map(encodeBytes32).join('')
  const head = 8 * 32
  const offDescription = head + name.length / 2
  const offOptions = offDescription + description.length / 2
  return `0x${CREATE_SELECTOR}${[
    word(head),
    word(offDescription),
    word(offOptions),
    word(p.minVotes),
    word(p.minAgreement),
    word(p.start ?? 3_600),
    word(p.minEnd ?? 2 * DAY),
    word(p.maxEnd ?? 5 * DAY),
  ].join('')}${name}${description}${options}`
}

async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: T; error?: { message: string } }
  if (body.error) throw new Error(`${method}: ${body.error.message}`)
  return body.result as T
}

export interface CreateProposalsOptions {
  rpcUrl: string
  /** The devnet server's base URL (for POST /devnet/faucet). */
  controlsUrl: string
  factory: string
  proposals: readonly PlainTextProposal[]
}

/**
 * Creates proposals through the factory from a fresh address the faucet funds (fee 100 FTM each). The address
 * sends through anvil's account impersonation, so no key is involved; each proposal is mined on its own.
 */
export async function createPlainTextProposals({
  rpcUrl,
  controlsUrl,
  factory,
  proposals,
}: CreateProposalsOptions): Promise<void> {
  const from = `0x${hex(crypto.getRandomValues(new Uint8Array(20)))}`
  let needed = (BigInt(proposals.length) * PROPOSAL_FEE) / FTM + 100n
  while (needed > 0n) {
    const amount = needed > 100_000n ? 100_000n : needed
    const response = await fetch(`${controlsUrl}/devnet/faucet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: from, amount: amount.toString() }),
    })
    if (!response.ok) throw new Error(`faucet: HTTP ${response.status} ${await response.text()}`)
    needed -= amount
  }
  await rpc(rpcUrl, 'anvil_impersonateAccount', [from])
  try {
    const hashes: string[] = []
    for (const p of proposals) {
      const tx = { from, to: factory, value: `0x${PROPOSAL_FEE.toString(16)}`, data: encodeCreateProposal(p) }
      // Each creation costs a little more than the last (the governance keeps a task per proposal): estimate each.
      const gas = `0x${((BigInt(await rpc<string>(rpcUrl, 'eth_estimateGas', [tx])) * 5n) / 4n).toString(16)}`
      hashes.push(await rpc<string>(rpcUrl, 'eth_sendTransaction', [{ ...tx, gas }]))
    }
    for (const hash of [hashes[0], hashes.at(-1)]) {
      let receipt: { status: string } | null = null
      // Mined in order; the last one may still be pending for a moment (bounded wait).
      for (let i = 0; i < 300 && receipt === null; i++) {
        receipt = await rpc<{ status: string } | null>(rpcUrl, 'eth_getTransactionReceipt', [hash])
        if (receipt === null) await new Promise((resolve) => setTimeout(resolve, 100))
      }
      if (receipt?.status !== '0x1') throw new Error(`proposal creation ${hash} failed`)
    }
  } finally {
    await rpc(rpcUrl, 'anvil_stopImpersonatingAccount', [from])
  }
}
