import { API_MAX_BATCH_ACCOUNTS } from '../../constants/api.js'

/** Builds `query AccountBalances($a0: Address!, …) { a0: account(address: $a0) { … } a1: … }`. */
export function buildAliasedAccountsDocument(
  name: string,
  count: number,
  fields: string,
  extraVariables = '',
) {
  const aliases = [...Array(count).keys()]
  const variables = aliases.map((i) => `$a${i}: Address!`).join(', ')
  const selections = aliases.map((i) => `  a${i}: account(address: $a${i}) {\n    ${fields}\n  }`).join('\n')
  return `query ${name}(${variables}${extraVariables}) {\n${selections}\n}`
}

/**
 * The balance query of up to API_MAX_BATCH_ACCOUNTS accounts, as getAccountBalances sends it: one aliased
 * operation and its variables. Plain code without schemas, so a page's early balance request can send the very
 * same operation before the SDK's client has loaded (docs/decisions.md#web-start-up).
 */
export function accountBalancesOperation(addresses: readonly string[]): {
  document: string
  variables: Record<string, string>
} {
  if (addresses.length > API_MAX_BATCH_ACCOUNTS)
    throw new RangeError(`at most ${API_MAX_BATCH_ACCOUNTS} accounts per operation`)
  return {
    document: buildAliasedAccountsDocument('AccountBalances', addresses.length, 'address balance totalValue'),
    variables: Object.fromEntries(addresses.map((a, i) => [`a${i}`, a])),
  }
}
