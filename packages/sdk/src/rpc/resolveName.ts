import { getAddress, isAddress } from 'ethers'
import type { NameService } from './nameServices.js'

export interface ResolveNameParameters {
  /** What the user typed: an address or a name. */
  input: string
  /** Services in the order to ask them (the original: Unstoppable Domains, then Rave Names). */
  services: readonly NameService[]
  /** Receives each service's failure; by default it is logged with `console.warn` (never the input's secrets). */
  onError?: (error: unknown, serviceId: string) => void
  signal?: AbortSignal
}

export interface ResolvedName {
  /** Checksummed address. */
  readonly address: string
  /** 'address' when the input already was one, else the service that resolved it. */
  readonly source: string
}

const warn = (error: unknown, serviceId: string) => {
  console.warn(`Name resolution through ${serviceId} failed:`, error instanceof Error ? error.message : error)
}

/**
 * Resolves a send destination (docs/behaviour/send-and-receive.md#address-rules): a valid address is returned as it
 * is without asking anyone; a name goes to each service in turn until one knows it. A failing service is reported and
 * the next one asked, so a broken naming service never blocks a send. `null` when nobody knows the name.
 */
export async function resolveName({
  input,
  services,
  onError = warn,
  signal,
}: ResolveNameParameters): Promise<ResolvedName | null> {
  const value = input.trim()
  if (isAddress(value)) return { address: getAddress(value), source: 'address' }
  if (value === '') return null
  for (const service of services) {
    signal?.throwIfAborted()
    try {
      if (service.supports && !(await service.supports(value, { signal }))) continue
      const address = await service.resolve(value, { signal })
      if (address && isAddress(address)) return { address: getAddress(address), source: service.id }
    } catch (error) {
      if (signal?.aborted) throw signal.reason
      onError(error, service.id)
    }
  }
  return null
}
