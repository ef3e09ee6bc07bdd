import { createRpcClient } from '../rpcClient.js'
import { createTxSender } from '../txSender.js'
import { deployData, ERC20_ABI, FMINT_ADMIN_ABI, readMany, UNISWAP_ABI } from './abi.js'
import { defiTokenLogoUrl } from './tokenLogos.js'
import { DEFI_POOLS, DEFI_TOKEN_SPECS, PLAIN_TOKENS, PRICE_DECIMALS } from './tokenSpecs.js'
import {
  type DefiContext,
  type DefiContracts,
  type DefiDeployment,
  type DefiPairInfo,
  type DefiTokenInfo,
  requireSftm,
} from './types.js'
import { computePairAddress, loadUniswapArtifact, sortTokens } from './uniswapArtifacts.js'

export type DeployDefiParameters = DefiContext
export type DeployDefiReturnType = DefiDeployment

/**
 * Deploys WFTM, fUSD, USDC, WBTC, fMint (address provider, token registry, price oracle, collateral and debt
 * pools, reward distribution) and Uniswap V2 (published bytecode, WETH = WFTM), wires them, registers the
 * tokens with their starting prices and creates the four pools (empty; `seedDefi` fills them).
 */
export async function deployDefi(ctx: DeployDefiParameters): Promise<DeployDefiReturnType> {
  const sftm = requireSftm(ctx)
  const rpc = createRpcClient(ctx.rpcUrl)
  const admin = await createTxSender(rpc, ctx.admin)
  const art = async (name: string) => ctx.loadArtifact(name)
  const deploy = async (name: string, args: readonly unknown[] = [], label = name) =>
    admin.submitDeploy(deployData(await art(name), args), label)

  const provider = await deploy('FantomMintAddressProvider', [admin.address])
  const oracle = await deploy('PriceOracleProxy', [admin.address])
  const registry = await deploy('FantomMintTokenRegistry', [admin.address])
  const wftm = await deploy('WrappedFtm')
  const fusd = await deploy('FantomFUSD')
  const usdc = await deploy('MintableToken', PLAIN_TOKENS.usdc, 'USDC')
  const wbtc = await deploy('MintableToken', PLAIN_TOKENS.wbtc, 'WBTC')
  const fMint = await deploy('FantomMint', [admin.address, provider])
  const collateralPool = await deploy('FantomDeFiTokenStorage', [provider, true], 'collateral pool')
  const debtPool = await deploy('FantomDeFiTokenStorage', [provider, true], 'debt pool')
  const rewards = await deploy('FantomMintRewardDistribution', [admin.address, provider])
  const factory = await admin.submitDeploy(
    deployData(loadUniswapArtifact('UniswapV2Factory'), [admin.address]),
    'factory',
  )
  const router = await admin.submitDeploy(
    deployData(loadUniswapArtifact('UniswapV2Router02'), [factory, wftm]),
    'router',
  )

  const call = (
    to: string,
    fn: string,
    args: readonly unknown[],
    iface = FMINT_ADMIN_ABI,
    gasLimit?: bigint,
  ) => admin.submit({ to, data: iface.encodeFunctionData(fn, args), label: fn, gasLimit })
  await call(provider, 'setFantomMint', [fMint])
  await call(provider, 'setCollateralPool', [collateralPool])
  await call(provider, 'setDebtPool', [debtPool])
  await call(provider, 'setPriceOracleProxy', [oracle])
  await call(provider, 'setRewardDistribution', [rewards])
  await call(provider, 'setTokenRegistry', [registry])
  await call(provider, 'setRewardToken', [wftm])
  await call(fusd, 'addMinter', [fMint], ERC20_ABI)
  await call(fusd, 'renounceMinter', [], ERC20_ABI)

  await admin.flush()

  const addresses = { wftm, sftm, fusd, usdc, wbtc }
  const tokens: DefiTokenInfo[] = []
  const meta = await readMany(
    rpc,
    DEFI_TOKEN_SPECS.flatMap((spec) =>
      (['name', 'symbol', 'decimals'] as const).map((fn) => ({
        iface: ERC20_ABI,
        to: addresses[spec.key],
        fn,
      })),
    ),
  )
  for (const [i, spec] of DEFI_TOKEN_SPECS.entries()) {
    const address = addresses[spec.key]
    const [name, symbol, decimals] = [meta[i * 3]![0], meta[i * 3 + 1]![0], meta[i * 3 + 2]![0]]
    const logoUrl = defiTokenLogoUrl(String(symbol))
    await call(oracle, 'setPrice', [address, spec.price])
    await call(
      registry,
      'addToken',
      [address, logoUrl, oracle, PRICE_DECIMALS, true, spec.canDeposit, spec.canMint],
      FMINT_ADMIN_ABI,
      3_000_000n,
    ) // the logo data URL takes a few dozen storage slots
    await call(registry, 'setCanTrade', [address, spec.canTrade])
    tokens.push({
      address,
      symbol: String(symbol),
      name: String(name),
      decimals: Number(decimals),
      logoUrl,
      price: spec.price.toString(),
      priceDecimals: PRICE_DECIMALS,
      isActive: true,
      canWrapFTM: spec.key === 'wftm',
      canDeposit: spec.canDeposit,
      canMint: spec.canMint,
      canBorrow: spec.canMint,
      canTrade: spec.canTrade,
    })
  }

  const symbolOf = (address: string) => tokens.find((t) => t.address === address)!.symbol
  const pairs: DefiPairInfo[] = []
  for (const [a, b] of DEFI_POOLS) {
    const [token0, token1] = sortTokens(addresses[a], addresses[b])
    await admin.submit({
      to: factory,
      data: UNISWAP_ABI.encodeFunctionData('createPair', [token0, token1]),
      gasLimit: 3_500_000n,
      label: `createPair ${a}/${b}`,
    })
    pairs.push({
      address: computePairAddress(factory, token0, token1),
      token0,
      token1,
      name: `${symbolOf(token0)}/${symbolOf(token1)}`,
    })
  }
  await admin.flush()

  const contracts: DefiContracts = {
    wftm,
    fusd,
    usdc,
    wbtc,
    fMint,
    fMintRewards: rewards,
    fMintAddressProvider: provider,
    fMintTokenRegistry: registry,
    fMintCollateralPool: collateralPool,
    fMintDebtPool: debtPool,
    priceOracle: oracle,
    uniswapFactory: factory,
    uniswapRouter: router,
  }
  return { contracts, tokens, pairs }
}
