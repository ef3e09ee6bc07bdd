import { useWallet } from '@ftm-wallet/react'
import { PENDING_KEY_PREFIX } from '@ftm-wallet/sdk'
import { useEffect, useState } from 'react'

/**
 * Whether the pending-transaction store holds any record of the connected network (a transaction waiting, or a
 * finished one whose notice is still to show), kept current after every change in this tab and in another
 * (docs/behaviour/pending-transactions.md). The header mounts the indicator, its tracker and their code only then:
 * with no record they would show nothing (docs/decisions.md#size-budgets).
 */
export function usePendingRecordsExist(): boolean {
  const { services, network } = useWallet()
  const store = services.pending ?? null
  const [exist, setExist] = useState(false)
  useEffect(() => {
    if (!store) return undefined
    let live = true
    const read = () => {
      store.list({ chainId: network.chainId }).then(
        (list) => live && setExist(list.length > 0),
        () => undefined, // storage unreadable: keep what is known
      )
    }
    read()
    const unsubscribe = store.subscribe(read)
    // Another tab wrote one of the records: localStorage tells every other tab.
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key.includes(PENDING_KEY_PREFIX)) store.reload()
    }
    globalThis.addEventListener?.('storage', onStorage)
    return () => {
      live = false
      unsubscribe()
      globalThis.removeEventListener?.('storage', onStorage)
    }
  }, [store, network.chainId])
  return exist
}
