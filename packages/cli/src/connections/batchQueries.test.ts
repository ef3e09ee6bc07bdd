import { describe, expect, it } from 'vitest'
import { mergeQueries, parseBatchableQuery, prefixRootFields, splitData } from './batchQueries.js'

describe('parseBatchableQuery', () => {
  it('reads a named query with variables into its parts', () => {
    expect(
      parseBatchableQuery(
        'query Account($address: Address!, $count: Int!) {\n  account(address: $address) { balance }\n}',
      ),
    ).toEqual({
      name: 'Account',
      variableDefinitions: '$address: Address!, $count: Int!',
      selections: '\n  account(address: $address) { balance }\n',
    })
    expect(parseBatchableQuery('query GasPrice { gasPrice }')).toEqual({
      name: 'GasPrice',
      variableDefinitions: '',
      selections: ' gasPrice ',
    })
  })

  it.each([
    ['mutation SendTransaction($tx: Bytes!) { sendTransaction(tx: $tx) { hash } }'],
    ['{ __typename }'],
    ['query Q { price(to: "USD") { price } }'],
    ['query Q { ...Parts }\nfragment Parts on Query { gasPrice }'],
    ['query Q { gasPrice @include(if: true) }'],
    ['query Q { # a comment\n gasPrice }'],
    ['query Q { account(address: $a) { balance }'],
    ['query Q { gasPrice } query R { gasPrice }'],
  ])('leaves %j to be sent as it is', (document) => {
    expect(parseBatchableQuery(document)).toBeUndefined()
  })
})

describe('prefixRootFields', () => {
  it('aliases every root field, renames existing aliases and leaves nested fields alone', () => {
    expect(
      prefixRootFields(
        '\n  a0: account(address: $a0) { address balance }\n  a1 : account(address: $a1) { address }\n  gasPrice\n  defiTokens { address symbol }\n',
        'b3_',
      ),
    ).toBe(
      '\n  b3_a0: account(address: $a0) { address balance }\n  b3_a1 : account(address: $a1) { address }\n  b3_gasPrice: gasPrice\n  b3_defiTokens: defiTokens { address symbol }\n',
    )
  })
})

describe('mergeQueries and splitData', () => {
  it('merges queries with their variables apart and hands each its own answer back', () => {
    const account = parseBatchableQuery(
      'query AccountBalances($a0: Address!) {\n  a0: account(address: $a0) { address balance }\n}',
    )
    const gas = parseBatchableQuery('query GasPrice { gasPrice }')
    const history = parseBatchableQuery(
      'query History($address: Address!, $count: Int!) { account(address: $address) { txList(count: $count) { totalCount } } }',
    )
    if (!account || !gas || !history) throw new Error('parse failed')
    const merged = mergeQueries([
      { query: account, variables: { a0: '0x01' } },
      { query: gas, variables: undefined },
      { query: history, variables: { address: '0x02', count: 40 } },
    ])
    expect(merged.document).toBe(
      'query Batch_AccountBalances_GasPrice_History($b0_a0: Address!, $b2_address: Address!, $b2_count: Int!) {\n' +
        '\n  b0_a0: account(address: $b0_a0) { address balance }\n\n' +
        ' b1_gasPrice: gasPrice \n' +
        ' b2_account: account(address: $b2_address) { txList(count: $b2_count) { totalCount } } \n}',
    )
    expect(merged.variables).toEqual({ b0_a0: '0x01', b2_address: '0x02', b2_count: 40 })
    const data = {
      b0_a0: { address: '0x01', balance: '0x1' },
      b1_gasPrice: '0x2',
      b2_account: { txList: { totalCount: '0x3' } },
    }
    expect(splitData(data, 0)).toEqual({ a0: { address: '0x01', balance: '0x1' } })
    expect(splitData(data, 1)).toEqual({ gasPrice: '0x2' })
    expect(splitData(data, 2)).toEqual({ account: { txList: { totalCount: '0x3' } } })
    expect(splitData(data, 3)).toBeUndefined()
    expect(splitData(null, 0)).toBeUndefined()
  })
})
