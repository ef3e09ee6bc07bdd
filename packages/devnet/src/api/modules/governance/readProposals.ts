import { decodeBytes32String, getAddress } from 'ethers'
import { depsOf } from '../defi/domainDeps.js'
import { readContract } from '../defi/readContract.js'
import { governanceInterface } from './govAbi.js'
import type { GovContractSource } from './govContracts.js'

/** A proposal as `proposalParams` describes it (docs/chain-and-api.md#governance-contract tuple order). */
export interface ProposalSource {
  gov: GovContractSource
  id: bigint
  pType: bigint
  executable: bigint
  minVotes: bigint
  minAgreement: bigint
  opinionScales: bigint[]
  options: string[]
  contract: string
  votingStarts: bigint
  votingMayEnd: bigint
  votingMustEnd: bigint
}

/** An option name: the bytes32 as text, or its hex when it is not text. */
function optionName(raw: string): string {
  try {
    return decodeBytes32String(raw)
  } catch {
    return raw
  }
}

/** Reads one proposal; null when the contract has no proposal with that id. */
export async function readProposal(
  ctx: unknown,
  gov: GovContractSource,
  id: bigint,
): Promise<ProposalSource | null> {
  if (id <= 0n) return null
  const { chain } = depsOf(ctx)
  const [last] = await readContract(chain, governanceInterface, gov.address, 'lastProposalID')
  if (id > (last as bigint)) return null
  const p = await readContract(chain, governanceInterface, gov.address, 'proposalParams', [id])
  return {
    gov,
    id,
    pType: p[0],
    executable: BigInt(p[1]),
    minVotes: p[2],
    minAgreement: p[3],
    opinionScales: [...(p[4] as bigint[])],
    options: [...(p[5] as string[])].map(optionName),
    contract: String(p[6]).toLowerCase(),
    votingStarts: p[7],
    votingMayEnd: p[8],
    votingMustEnd: p[9],
  }
}

/** Every proposal of the contracts, newest voting start first (the real API's order). */
export async function readAllProposals(
  ctx: unknown,
  govs: readonly GovContractSource[],
): Promise<ProposalSource[]> {
  const { chain } = depsOf(ctx)
  const lists = await Promise.all(
    govs.map(async (gov) => {
      const [last] = await readContract(chain, governanceInterface, gov.address, 'lastProposalID')
      const ids = Array.from({ length: Number(last) }, (_, i) => BigInt(i + 1))
      return Promise.all(ids.map((id) => readProposal(ctx, gov, id)))
    }),
  )
  return lists
    .flat()
    .filter((p): p is ProposalSource => p !== null)
    .sort((a, b) => (a.votingStarts === b.votingStarts ? 0 : a.votingStarts > b.votingStarts ? -1 : 1))
}

/** The list cursor of a proposal: its contract address, EIP-55 checksummed. */
export const proposalCursor = (p: ProposalSource) => getAddress(p.contract)
