import { getAddress, namehash } from 'ethers'
import { callContract, type SeedContext } from './seedContext.js'
import { NAME_PLAN, UNS_PLAN } from './seedPlan.js'

/** Registers the plan's names (the registry's owner assigns them without the fee). */
export async function seedNames(ctx: SeedContext): Promise<Array<{ name: string; owner: string }>> {
  const out: Array<{ name: string; owner: string }> = []
  for (const entry of NAME_PLAN) {
    const owner =
      entry.owner === 'admin'
        ? ctx.admin.address
        : typeof entry.owner === 'number'
          ? ctx.delegators[entry.owner]!.address
          : ctx.validators.get(entry.owner)!.sender.address
    await callContract(ctx.admin, 'NameRegistry', ctx.contracts.nameRegistry, 'registerNameFor', [
      owner,
      entry.name,
    ])
    out.push({ name: entry.name, owner })
  }
  return out
}

/**
 * Deploys the devnet's Unstoppable Domains reader and registers the plan's domains: the token id is the domain's
 * namehash, the record the owner's checksummed address (docs/chain-and-api.md#naming).
 */
export async function seedUnstoppable(
  ctx: SeedContext,
): Promise<{ reader: string; domains: Array<{ domain: string; owner: string; key: string }> }> {
  const reader = getAddress(await ctx.admin.deploy('UnsProxyReader'))
  const domains: Array<{ domain: string; owner: string; key: string }> = []
  for (const entry of UNS_PLAN) {
    const owner = getAddress(ctx.delegators[entry.owner]!.address)
    await callContract(ctx.admin, 'UnsProxyReader', reader, 'register', [
      namehash(entry.domain),
      owner,
      [entry.key],
      [owner],
    ])
    domains.push({ domain: entry.domain, owner, key: entry.key })
  }
  return { reader, domains }
}
