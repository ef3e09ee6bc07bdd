import { getAddress, type JsonRpcProvider, toQuantity } from 'ethers'
import { SFC_ADDRESS } from '../constants.js'
import { loadArtifact } from './artifacts.js'
import { encodeCall } from './contractInterfaces.js'
import type { TxSender } from './txSender.js'

/** FTM the SFC holds beyond the stakes, to pay rewards from (the real SFC mints them on claim). */
export const SFC_REWARD_RESERVE = 50_000_000n * 10n ** 18n
/** Opera's FTM total supply, as the SFC's starting `totalSupply()`. */
export const INITIAL_TOTAL_SUPPLY = 3_175_000_000n * 10n ** 18n
/** ≈ 15 % a year on the seed's ≈ 22 M FTM of stake before lock-up scaling (mainnet's value suits 1.5 B FTM). */
export const DEVNET_BASE_REWARD_PER_SECOND = 10n ** 17n

export interface StakingContracts {
  sfc: string
  sftm: string
  stakeTokenizer: string
  sfcGovernable: string
  governance: string
  proposalFactory: string
  nameRegistry: string
}

/**
 * Places the SFC at 0xFC00FACE… (anvil_setCode, reward reserve, `initialize`) and deploys the stake tokenizer
 * with sFTM, the SFC vote-weight adapter, the governance, its proposal factory and the name registry.
 */
export async function deployStakingContracts(
  provider: JsonRpcProvider,
  admin: TxSender,
): Promise<StakingContracts> {
  const sfc = getAddress(SFC_ADDRESS)
  await provider.send('anvil_setCode', [sfc, loadArtifact('SFC').deployedBytecode])
  await provider.send('anvil_setBalance', [sfc, toQuantity(SFC_REWARD_RESERVE)])
  await admin.send({
    to: sfc,
    data: encodeCall('SFC', 'initialize', [
      admin.address,
      0,
      INITIAL_TOTAL_SUPPLY,
      DEVNET_BASE_REWARD_PER_SECOND,
    ]),
    label: 'SFC.initialize',
  })
  const sftm = await admin.deploy('StakedFTM')
  const stakeTokenizer = await admin.deploy('StakeTokenizer', [sfc, sftm])
  await admin.send({
    to: sftm,
    data: encodeCall('StakedFTM', 'addMinter', [stakeTokenizer]),
    label: 'sFTM.addMinter',
  })
  await admin.send({
    to: sftm,
    data: encodeCall('StakedFTM', 'renounceMinter'),
    label: 'sFTM.renounceMinter',
  })
  await admin.send({
    to: sfc,
    data: encodeCall('SFC', 'updateStakeTokenizerAddress', [stakeTokenizer]),
    label: 'SFC.updateStakeTokenizerAddress',
  })
  const sfcGovernable = await admin.deploy('SFCToGovernable', [sfc])
  const governance = await admin.deploy('Governance', [sfcGovernable])
  const proposalFactory = await admin.deploy('PlainTextProposalFactory', [governance])
  const nameRegistry = await admin.deploy('NameRegistry')
  return {
    sfc,
    sftm: getAddress(sftm),
    stakeTokenizer: getAddress(stakeTokenizer),
    sfcGovernable: getAddress(sfcGovernable),
    governance: getAddress(governance),
    proposalFactory: getAddress(proposalFactory),
    nameRegistry: getAddress(nameRegistry),
  }
}
