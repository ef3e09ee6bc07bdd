import { id } from 'ethers'
import type { IndexedTokenEvent, RpcLog } from './types.js'

const TRANSFER = id('Transfer(address,address,uint256)')
const APPROVAL = id('Approval(address,address,uint256)')
const APPROVAL_FOR_ALL = id('ApprovalForAll(address,address,bool)')
const ZERO = '0x0000000000000000000000000000000000000000'

function topicAddress(topic: string | undefined): string {
  return topic ? `0x${topic.slice(26).toLowerCase()}` : ZERO
}

function quantity(word: string | undefined): string {
  if (!word || word === '0x') return '0x0'
  return `0x${BigInt(word.slice(0, 66)).toString(16)}`
}

function transferType(sender: string, recipient: string): string {
  if (sender === ZERO) return 'MINT'
  if (recipient === ZERO) return 'BURN'
  return 'TRANSFER'
}

/** Decodes ERC20/ERC721 Transfer, Approval and ApprovalForAll logs; other logs are skipped. */
export function decodeTokenEvents(logs: readonly RpcLog[]): IndexedTokenEvent[] {
  const events: IndexedTokenEvent[] = []
  for (const log of logs) {
    const [topic0, t1, t2, t3] = log.topics
    const erc721 = log.topics.length === 4
    if (log.topics.length < 3 || (!erc721 && log.topics.length !== 3)) continue
    const sender = topicAddress(t1)
    const recipient = topicAddress(t2)
    const base = {
      token: log.address.toLowerCase(),
      standard: erc721 ? ('ERC721' as const) : ('ERC20' as const),
      sender,
      recipient,
      logIndex: Number(log.logIndex),
    }
    if (topic0 === TRANSFER || topic0 === APPROVAL) {
      const type = topic0 === TRANSFER ? transferType(sender, recipient) : 'APPROVAL'
      const amount = erc721 ? '0x1' : quantity(log.data)
      events.push({ ...base, type, amount, tokenId: erc721 ? quantity(t3) : '0x0' })
    } else if (topic0 === APPROVAL_FOR_ALL && log.topics.length === 3) {
      events.push({
        ...base,
        standard: 'ERC721',
        type: 'APPROVAL_FOR_ALL',
        amount: quantity(log.data),
        tokenId: '0x0',
      })
    }
  }
  return events
}
