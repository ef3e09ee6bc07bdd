import { getAddress } from 'ethers'
import { GraphQLError } from 'graphql'
import type { ApiContext } from '../../module.js'
import { depsOf } from '../defi/domainDeps.js'

/** A governance contract the devnet serves, with the contract its vote weights come from. */
export interface GovContractSource {
  address: string
  governable: string
  name: string
}

// Name the real API's example configuration gives the SFC governance.
const DEFAULT_NAME = 'Core and SFC'

/** Every governance contract of the deployment (the devnet has one, voting with SFC stake). */
export function govContractsOf(ctx: unknown): GovContractSource[] {
  const { deployment } = ctx as ApiContext
  const listed = (deployment.governanceContracts ?? []).map((g) => ({
    address: g.address.toLowerCase(),
    governable: g.governable.toLowerCase(),
    name: g.name || DEFAULT_NAME,
  }))
  if (listed.length > 0) return listed
  // A deployment without the list: the governance contract among its addresses, if any.
  const { addresses } = depsOf(ctx)
  if (!addresses.governance) return []
  return [{ address: addresses.governance, governable: addresses.governable, name: DEFAULT_NAME }]
}

/** One configured contract; an unknown address is the real API's error. */
export function govContractAt(ctx: unknown, address: string): GovContractSource {
  const found = govContractsOf(ctx).find((g) => g.address === address.toLowerCase())
  if (!found) throw new GraphQLError(`governance contract ${getAddress(address)} not found`)
  return found
}
