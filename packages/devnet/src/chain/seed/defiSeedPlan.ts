import { parseUnits } from 'ethers'

const ether = (value: string) => parseUnits(value, 18)

/** Sizes of the seeded DeFi world. Amounts are whole-token strings parsed with each token's decimals. */
export const SEED_PLAN = {
  traders: 8,
  traderFtm: ether('10000'),
  traderWrap: ether('6000'),
  traderUsdc: '5000',
  /** fUSD the admin hands each trader on top of what they mint (the WFTM/fUSD pool needs fUSD buyers). */
  traderFusd: ether('500'),
  traderWbtc: '0.1',
  /** sFTM per trader for the first `sftmTraders` traders (less if the admin holds little sFTM). */
  traderSftm: ether('1000'),
  sftmTraders: 4,
  traderCollateral: ether('3000'),
  traderSftmCollateral: ether('500'),
  /** fMint collateral-to-debt ratios of the traders' positions (300 % is the minimum, 500 % earns rewards). */
  traderRatios: [3.5, 4.5, 6, 8, 10, 15, 5.5, 7],
  adminCollateral: ether('200000'),
  adminMint: ether('30000'),
  /** Liquidity at the start: the base token amount; the other side follows the oracle prices. */
  pools: [
    { base: 'wftm', quote: 'fusd', amount: '40000' },
    { base: 'sftm', quote: 'wftm', amount: '10000' },
    { base: 'wftm', quote: 'usdc', amount: '40000' },
    { base: 'wbtc', quote: 'usdc', amount: '2' },
  ],
  rewardsFund: ether('20000'),
  rewardPerSecond: ether('0.002'),
  swaps: 220,
  adds: 14,
  removes: 8,
  fmintOps: 10,
  claims: 8,
  /** Share of the events that fall in the last three days (dense data for the 15m/1h charts and 24h stats). */
  recentShare: 0.4,
} as const
