// The devnet's minimal block explorer: a transaction page and an address page read from the devnet's own index,
// so the wallet's explorer links lead somewhere on a devnet (docs/chain-and-api.md#devnet).
import { formatEther } from 'ethers'
import type { IndexedTx } from '../indexer/types.js'

/** What the pages read: the index's lookups. */
export interface ExplorerIndex {
  get(hash: string): IndexedTx | undefined
  ofAddress(address: string): readonly IndexedTx[]
}

/** Where the explorer is served on the devnet's server. */
export const EXPLORER_PATH = '/explorer'

export interface ExplorerPage {
  status: number
  html: string
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

const HASH = /^0x[0-9a-fA-F]{64}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

function page(title: string, body: string, status = 200): ExplorerPage {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · devnet explorer</title>
<style>body{font:15px system-ui,sans-serif;margin:1.5rem;max-width:60rem}td,th{padding:.25rem .5rem;text-align:left;vertical-align:top}code,td{word-break:break-all}</style>
</head><body><p><a href="${EXPLORER_PATH}/">Devnet explorer</a></p><h1>${escapeHtml(title)}</h1>
${body}</body></html>`
  return { status, html }
}

const addressLink = (address: string | null) =>
  address
    ? `<a href="${EXPLORER_PATH}/address/${escapeHtml(address)}"><code>${escapeHtml(address)}</code></a>`
    : '—'
const txLink = (hash: string) =>
  `<a href="${EXPLORER_PATH}/tx/${escapeHtml(hash)}"><code>${escapeHtml(hash)}</code></a>`
const ftm = (hex: string) => `${formatEther(BigInt(hex))} FTM`

function rows(entries: readonly (readonly [string, string])[]): string {
  return `<table><tbody>${entries.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${v}</td></tr>`).join('')}</tbody></table>`
}

function transactionPage(index: ExplorerIndex, hash: string): ExplorerPage {
  const tx = HASH.test(hash) ? index.get(hash) : undefined
  if (!tx)
    return page(
      'Transaction not found',
      `<p>No transaction <code>${escapeHtml(hash)}</code> on this devnet.</p>`,
      404,
    )
  return page(
    'Transaction',
    rows([
      ['Hash', `<code>${escapeHtml(tx.hash)}</code>`],
      ['Status', tx.status === 1 ? 'Success' : 'Failed'],
      ['Block', String(tx.blockNumber)],
      ['Time', new Date(tx.timestamp * 1000).toISOString()],
      ['From', addressLink(tx.from)],
      ['To', addressLink(tx.to ?? tx.contractAddress)],
      ['Value', escapeHtml(ftm(tx.value))],
      ['Gas used', String(BigInt(tx.gasUsed))],
      ['Nonce', String(tx.nonce)],
    ]),
  )
}

function addressPage(index: ExplorerIndex, address: string): ExplorerPage {
  if (!ADDRESS.test(address))
    return page('Address not found', `<p>Not an address: <code>${escapeHtml(address)}</code></p>`, 404)
  const txs = [...index.ofAddress(address)].reverse()
  const list = txs.length
    ? `<table><thead><tr><th>Transaction</th><th>Block</th><th>From</th><th>To</th><th>Value</th></tr></thead><tbody>${txs
        .map(
          (tx) =>
            `<tr><td>${txLink(tx.hash)}</td><td>${tx.blockNumber}</td><td>${addressLink(tx.from)}</td><td>${addressLink(tx.to ?? tx.contractAddress)}</td><td>${escapeHtml(ftm(tx.value))}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : '<p>No transactions.</p>'
  return page(
    'Address',
    `<p><code>${escapeHtml(address.toLowerCase())}</code></p><h2>Transactions (${txs.length})</h2>${list}`,
  )
}

/**
 * The page at `path` under /explorer: `/tx/{hash}`, `/address/{address}`, or the start page. A hash or address
 * the index does not know answers 404 with a page that says so.
 */
export function renderExplorerPage(index: ExplorerIndex, path: string): ExplorerPage {
  const rest = path.slice(EXPLORER_PATH.length).replace(/^\/+/, '')
  const [kind, id = ''] = rest.split('/')
  if (kind === 'tx') return transactionPage(index, decodeURIComponent(id))
  if (kind === 'address') return addressPage(index, decodeURIComponent(id))
  if (kind === '' || kind === undefined) {
    return page(
      'Devnet explorer',
      `<p>Open <code>${EXPLORER_PATH}/tx/{hash}</code> or <code>${EXPLORER_PATH}/address/{address}</code>.</p>`,
    )
  }
  return page('Not found', `<p>Nothing at <code>${escapeHtml(path)}</code>.</p>`, 404)
}
