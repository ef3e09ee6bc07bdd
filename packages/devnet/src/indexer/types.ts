// Raw JSON-RPC objects as anvil returns them (every number is a 0x-hex string), and the records the indexer keeps.

export interface RpcLog {
  address: string
  topics: string[]
  data: string
  logIndex: string
  transactionHash: string
  transactionIndex: string
  blockNumber: string
  blockHash: string
}

export interface RpcTransaction {
  hash: string
  nonce: string
  from: string
  to: string | null
  value: string
  gas: string
  gasPrice?: string
  maxFeePerGas?: string
  input: string
  type?: string
  blockHash: string | null
  blockNumber: string | null
  transactionIndex: string | null
}

export interface RpcReceipt {
  transactionHash: string
  transactionIndex: string
  blockHash: string
  blockNumber: string
  from: string
  to: string | null
  contractAddress: string | null
  gasUsed: string
  cumulativeGasUsed: string
  effectiveGasPrice: string
  status: string
  logs: RpcLog[]
}

/** `eth_getBlockByNumber(n, true)`: a block with its full transactions. */
export interface RpcBlock {
  number: string
  hash: string
  parentHash: string
  timestamp: string
  gasLimit: string
  gasUsed: string
  transactions: RpcTransaction[]
}

/** An ERC20/ERC721 Transfer or Approval decoded from a receipt log. */
export interface IndexedTokenEvent {
  token: string
  /** 'TRANSFER' | 'MINT' | 'BURN' | 'APPROVAL' | 'APPROVAL_FOR_ALL' (TokenTransactionType names). */
  type: string
  standard: 'ERC20' | 'ERC721'
  sender: string
  recipient: string
  /** hex amount (ERC20) or "0x1" (ERC721). */
  amount: string
  /** hex token id (ERC721) or "0x0". */
  tokenId: string
  logIndex: number
}

/** A mined transaction as the indexer stores it (enough to answer history lists without JSON-RPC). */
export interface IndexedTx {
  hash: string
  blockNumber: number
  blockHash: string
  index: number
  /** Block time, unix seconds. */
  timestamp: number
  from: string
  to: string | null
  contractAddress: string | null
  value: string
  nonce: number
  gas: string
  gasPrice: string
  gasUsed: string
  /** 1 success, 0 reverted. */
  status: number
  tokenEvents: IndexedTokenEvent[]
}
