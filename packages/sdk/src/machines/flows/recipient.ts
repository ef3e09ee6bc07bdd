// The recipient checks of the send flows (docs/behaviour/send-and-receive.md#recipient-checks): pure, fed the facts
// the web and the CLI read (the account, its contacts and accounts, its recent history, the tokens it knows).
import { RecipientRuleError } from './RecipientRuleError.js'

/** A named address the user knows: a contact, or one of the wallet's own accounts. */
export interface KnownRecipient {
  readonly address: string
  readonly name: string
}

/** What the recipient checks read; each is optional, and a check whose fact is missing is skipped. */
export interface RecipientFacts {
  /** The sending account. */
  from?: string | undefined
  /** Contacts and the wallet's own accounts, with their names. */
  knownRecipients?: readonly KnownRecipient[] | undefined
  /**
   * Addresses the account sent to or received from (its recent history). Undefined when the history was not read:
   * then no first-time notice is given.
   */
  counterparties?: readonly string[] | undefined
  /** Token contracts the wallet knows (DeFi tokens, the account's tokens), with their symbols. */
  tokenContracts?: readonly { readonly address: string; readonly symbol: string }[] | undefined
}

/** One finding about a recipient that does not refuse it. */
export interface RecipientWarning {
  /** lookalike: address poisoning; self: your own address; tokenContract: a token's contract; firstTime: a notice. */
  readonly kind: 'lookalike' | 'self' | 'tokenContract' | 'firstTime'
  readonly message: string
}

export const RECIPIENT_MESSAGES = {
  zeroAddress: 'This is the zero address: nobody can ever spend what is sent there',
  ownTokenContract: (symbol: string) =>
    `This is the ${symbol} token's own contract: ${symbol} sent there is lost for good`,
  lookalike: (who: string) =>
    `Careful: this address has the same first and last 4 characters as ${who}, but it is a different address. Look-alike addresses are planted in histories to catch copy-paste (address poisoning): compare every character.`,
  self: 'This is your own address: nothing moves, only the fee is paid',
  tokenContract: (symbol: string) =>
    `This is the ${symbol} token's contract, not a wallet: what is sent there is usually lost`,
  firstTime: 'First time you send to this address: make sure it is the right one',
} as const

const ZERO = '0x0000000000000000000000000000000000000000'
const isHex = (value: string) => /^0x[0-9a-fA-F]{40}$/.test(value)
const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()
/** '0xABCD…1234': the 4 characters after 0x and the last 4, as the user sees them. */
export const shortenAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`
const looksLike = (a: string, b: string) =>
  !same(a, b) && same(a.slice(2, 6), b.slice(2, 6)) && same(a.slice(-4), b.slice(-4))

/**
 * The recipient rule of a send: the zero address is refused; sending a token to its own contract is refused; a
 * look-alike of a contact, an own account or a recent counterparty (same first 4 and last 4 hex characters, another
 * address), your own address and another token's contract are warned about; a first-time recipient gets a notice.
 * `token` is the token sent (undefined for FTM). A recipient that is not a hex address is not checked here.
 */
export function checkRecipient(
  recipient: string,
  facts: RecipientFacts,
  token?: { readonly address: string; readonly symbol: string },
): { error: RecipientRuleError | undefined; warnings: RecipientWarning[] } {
  const warnings: RecipientWarning[] = []
  if (!isHex(recipient)) return { error: undefined, warnings }
  if (same(recipient, ZERO)) {
    return {
      error: new RecipientRuleError('RECIPIENT_ZERO_ADDRESS', RECIPIENT_MESSAGES.zeroAddress),
      warnings,
    }
  }
  if (token && same(recipient, token.address)) {
    const message = RECIPIENT_MESSAGES.ownTokenContract(token.symbol)
    return { error: new RecipientRuleError('RECIPIENT_TOKEN_CONTRACT', message), warnings }
  }
  const { from, knownRecipients = [], counterparties, tokenContracts = [] } = facts
  const named = knownRecipients.find((known) => looksLike(recipient, known.address))
  const unnamed = named ? undefined : counterparties?.find((address) => looksLike(recipient, address))
  if (named) {
    const who = `${named.name ? `'${named.name}'` : 'an address you know'} (${shortenAddress(named.address)})`
    warnings.push({ kind: 'lookalike', message: RECIPIENT_MESSAGES.lookalike(who) })
  } else if (unnamed) {
    const who = `${shortenAddress(unnamed)} from your history`
    warnings.push({ kind: 'lookalike', message: RECIPIENT_MESSAGES.lookalike(who) })
  }
  const isSelf = from !== undefined && same(recipient, from)
  if (isSelf) warnings.push({ kind: 'self', message: RECIPIENT_MESSAGES.self })
  const contract = tokenContracts.find((known) => same(recipient, known.address))
  if (contract)
    warnings.push({ kind: 'tokenContract', message: RECIPIENT_MESSAGES.tokenContract(contract.symbol) })
  const known =
    isSelf ||
    knownRecipients.some((k) => same(k.address, recipient)) ||
    counterparties?.some((address) => same(address, recipient))
  if (counterparties !== undefined && !known && !contract) {
    warnings.push({ kind: 'firstTime', message: RECIPIENT_MESSAGES.firstTime })
  }
  return { error: undefined, warnings }
}
