import { scalarTypeDefs } from '../../scalars/scalars.js'

// Core chain types of the Fantom API (docs/chain-and-api.md#api-queries, docs/chain-and-api.md#pagination), with the
// real names, nullability and argument defaults. Shared building blocks (ListPageInfo, TokenTransactionType) live
// here so other modules can use them without redefining them.
export const coreTypeDefs = /* GraphQL */ `
  ${scalarTypeDefs}

  enum TokenTransactionType {
    TRANSFER
    MINT
    BURN
    APPROVAL
    APPROVAL_FOR_ALL
    OTHER
  }

  type ListPageInfo {
    first: Cursor
    last: Cursor
    hasNext: Boolean!
    hasPrevious: Boolean!
  }

  type Query {
    version: String!
    state: CurrentState!
    account(address: Address!): Account!
    accountsActive: Long!
    block(number: Long, hash: Bytes32): Block
    blocks(cursor: Cursor, count: Int!): BlockList!
    transaction(hash: Bytes32!): Transaction
    transactions(cursor: Cursor, count: Int!): TransactionList!
    gasPrice: Long!
    estimateGas(from: Address, to: Address, value: BigInt, data: String): Long
    price(to: String!): Price!
  }

  type Mutation {
    sendTransaction(tx: Bytes!): Transaction
  }

  type Account {
    address: Address!
    balance: BigInt!
    totalValue: BigInt!
    txCount: Long!
    txList(recipient: Address, cursor: Cursor, count: Int!): TransactionList!
  }

  type Transaction {
    hash: Bytes32!
    nonce: Long!
    index: Long
    from: Address!
    sender: Account!
    to: Address
    contractAddress: Address
    recipient: Account
    value: BigInt!
    gasPrice: BigInt!
    gas: Long!
    gasUsed: Long
    inputData: Bytes!
    blockHash: Bytes32
    blockNumber: Long
    block: Block
    status: Long
    tokenTransactions: [TokenTransaction!]!
  }

  type TokenTransaction {
    hash: Bytes32!
    trxIndex: Long!
    blockNumber: Long!
    tokenAddress: Address!
    tokenName: String!
    tokenSymbol: String!
    tokenType: String!
    tokenDecimals: Int!
    type: String!
    sender: Address!
    recipient: Address!
    amount: BigInt!
    tokenId: BigInt!
    timeStamp: Long!
  }

  type Block {
    number: Long!
    hash: Bytes32!
    parent: Block
    transactionCount: Int
    timestamp: Long!
    gasLimit: Long!
    gasUsed: Long!
    txHashList: [Bytes32!]!
    txList: [Transaction!]!
  }

  type TransactionList {
    edges: [TransactionListEdge!]!
    totalCount: BigInt!
    pageInfo: ListPageInfo!
  }

  type TransactionListEdge {
    cursor: Cursor!
    transaction: Transaction!
  }

  type BlockList {
    edges: [BlockListEdge!]!
    totalCount: BigInt!
    pageInfo: ListPageInfo!
  }

  type BlockListEdge {
    cursor: Cursor!
    block: Block!
  }

  type CurrentState {
    blocks: BigInt!
    transactions: Long!
    validators: Long!
    accounts: Long!
    sfcVersion: Long!
    sfcContractAddress: Address!
    sfcLockingEnabled: Boolean!
  }

  type Price {
    fromSymbol: String!
    toSymbol: String!
    price: Float!
    change24: Float!
    changePct24: Float!
    open24: Float!
    high24: Float!
    low24: Float!
    volume24: Float!
    marketCap: Float!
    lastUpdate: Long!
  }
`
