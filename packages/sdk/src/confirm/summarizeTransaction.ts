import { CURRENCIES } from '../constants/limits.js'
import { type Currency, formatFiatValue } from '../format/formatFiat.js'
import { formatUnits } from '../format/formatUnits.js'
import type { PreparedTransaction } from '../tx/types.js'

/** The FTM price in the display currency, as the summary shows fiat amounts. */
export interface ConfirmationPrice {
  /** 'USD' or 'EUR'. */
  readonly currency: string
  /** Price of 1 FTM. */
  readonly price: number
}

/** What a summary needs besides the prepared transaction (read by {@link readConfirmationFacts}). */
export interface SummaryFacts {
  /** The connected network: its display name and chain id. */
  readonly network: { readonly name: string; readonly chainId: number }
  /** Names of the wallet's accounts and contacts, keyed by lower-case address. */
  readonly names?: Readonly<Record<string, string>> | undefined
  /** The FTM price in the display currency; null or absent when unknown (the summary then shows FTM only). */
  readonly price?: ConfirmationPrice | null | undefined
}

/** An address with the name the wallet knows it by. */
export interface NamedAddress {
  readonly address: string
  readonly name: string | null
}

/** One row of the summary, the same in the web, the extension and the CLI. */
export interface SummaryLine {
  readonly label: string
  readonly value: string
}

/** docs/behaviour/signing.md#confirmation-summary: what a transaction will do and cost, before it is signed. */
export interface TransactionSummary {
  readonly network: string
  readonly chainId: number
  readonly from: NamedAddress
  /** The recipient or contract; null for a contract creation (docs/behaviour/signing.md#contract-creation). */
  readonly to: NamedAddress | null
  /** wei */
  readonly value: bigint
  readonly gasLimit: bigint
  /** wei per gas */
  readonly gasPrice: bigint
  /** gasLimit × gasPrice in wei (0 when the estimate failed). */
  readonly fee: bigint
  /** value + fee in wei. */
  readonly total: bigint
  readonly nonce: bigint
  /** The display currency, null when no price is known. */
  readonly currency: string | null
  readonly valueFiat: string | null
  readonly feeFiat: string | null
  readonly totalFiat: string | null
  /**
   * Network, From, To, Value, Gas, Fee, Total, Nonce: the rows every confirmation shows (a contract creation has no
   * To row).
   */
  readonly lines: readonly SummaryLine[]
}

const GWEI_DECIMALS = 9

/** Groups the whole part of a decimal string with commas. */
function group(decimal: string): string {
  const [whole = '0', fraction] = decimal.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return fraction ? `${grouped}.${fraction}` : grouped
}

const ftm = (wei: bigint) => `${group(formatUnits(wei))} FTM`

const isCurrency = (currency: string): currency is Currency =>
  (CURRENCIES as readonly string[]).includes(currency)

function named(address: string, names: Readonly<Record<string, string>> | undefined): NamedAddress {
  return { address, name: names?.[address.toLowerCase()] ?? null }
}

const showAddress = ({ address, name }: NamedAddress) => (name ? `${name} (${address})` : address)

/**
 * The confirmation summary of a prepared transaction (pure): network, from and to with the names the wallet knows,
 * value, gas limit × gas price, fee and total in FTM and in the display currency, nonce
 * (docs/behaviour/signing.md#confirmation-summary). A contract creation (`to` null) has no recipient: no To row
 * (docs/behaviour/signing.md#contract-creation).
 *
 * @example
 * summarizeTransaction(transaction, { network: devnet, price: { currency: 'USD', price: 0.5 } }).lines
 */
export function summarizeTransaction(
  transaction: PreparedTransaction<string | null>,
  facts: SummaryFacts,
): TransactionSummary {
  const { names, price } = facts
  const total = transaction.value + transaction.fee
  const fiat = (wei: bigint) =>
    price && isCurrency(price.currency) && Number.isFinite(price.price)
      ? formatFiatValue(wei, price.price, { currency: price.currency })
      : null
  const from = named(transaction.from, names)
  const to = transaction.to === null ? null : named(transaction.to, names)
  const valueFiat = fiat(transaction.value)
  const feeFiat = fiat(transaction.fee)
  const totalFiat = fiat(total)
  const withFiat = (text: string, fiatText: string | null) => (fiatText ? `${text} (${fiatText})` : text)
  const gas =
    transaction.gasLimit === 0n
      ? 'not estimated'
      : `${group(transaction.gasLimit.toString())} × ${group(formatUnits(transaction.gasPrice, GWEI_DECIMALS))} gwei`
  return {
    network: facts.network.name,
    chainId: facts.network.chainId,
    from,
    to,
    value: transaction.value,
    gasLimit: transaction.gasLimit,
    gasPrice: transaction.gasPrice,
    fee: transaction.fee,
    total,
    nonce: transaction.nonce,
    currency: valueFiat === null ? null : (price?.currency ?? null),
    valueFiat,
    feeFiat,
    totalFiat,
    lines: [
      { label: 'Network', value: `${facts.network.name} (chain ${facts.network.chainId})` },
      { label: 'From', value: showAddress(from) },
      ...(to ? [{ label: 'To', value: showAddress(to) }] : []),
      { label: 'Value', value: withFiat(ftm(transaction.value), valueFiat) },
      { label: 'Gas', value: gas },
      { label: 'Fee', value: withFiat(ftm(transaction.fee), feeFiat) },
      { label: 'Total', value: withFiat(ftm(total), totalFiat) },
      { label: 'Nonce', value: transaction.nonce.toString() },
    ],
  }
}
