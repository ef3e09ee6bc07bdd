import { callContract, type SeedContext } from './seedContext.js'
import { NAME_PLAN } from './seedPlan.js'

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
