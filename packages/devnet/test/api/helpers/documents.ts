// The original wallet's GraphQL documents (docs/chain-and-api.md#api-queries), written out from the
// exact selection sets listed there, in the order sent.

export const ACCOUNT_NONCE = `query AccountByAddress($address: Address!) {
  account(address: $address) {
    txCount
  }
}`

export const ACCOUNT_BALANCE = `query AccountByAddress($address: Address!) {
  account(address: $address) {
    address
    balance
  }
}`

/** The history table's document (Apollo adds __typename to every selection set; this is the Apollo form). */
export const ACCOUNT_HISTORY = `query AccountByAddress($address: Address!, $cursor: Cursor, $count: Int!) {
  account(address: $address) {
    address
    balance
    txCount
    txList(cursor: $cursor, count: $count) {
      pageInfo {
        first
        last
        hasNext
        hasPrevious
        __typename
      }
      totalCount
      edges {
        cursor
        transaction {
          hash
          from
          to
          value
          gasUsed
          status
          block {
            number
            timestamp
            __typename
          }
          __typename
        }
        __typename
      }
      __typename
    }
    __typename
  }
}`

export const PRICE = `query Price($to: String!) {
  price(to: $to) {
    price
  }
}`

export const GAS_PRICE = `query GasPrice {
  gasPrice
}`

export const ESTIMATE_GAS = `query EstimateGas($from: Address, $to: Address, $value: BigInt, $data: String) {
  estimateGas(from: $from, to: $to, value: $value, data: $data)
}`

export const TRANSACTION_STATUS = `query TransactionByHash($hash: Bytes32!) {
  transaction(hash: $hash) {
    status
  }
}`

export const SEND_TRANSACTION = `mutation ($tx: Bytes!) {
  sendTransaction(tx: $tx) {
    hash
    from
    to
  }
}`

/** The full account document (A); B is the same without totalValue. Walked with nested paging, count 50. */
export const ACCOUNT_FULL = `query AccountByAddress($address: Address!, $cursor: Cursor, $count: Int) {
  account(address: $address) {
    address
    balance
    totalValue
    delegations(cursor: $cursor, count: $count) {
      pageInfo {
        first
        last
        hasNext
        hasPrevious
      }
      totalCount
      edges {
        delegation {
          pendingRewards {
            amount
          }
        }
        cursor
      }
    }
  }
}`

export const ACCOUNT_JUST_BALANCE = ACCOUNT_FULL.replace('    totalValue\n', '')
