import { parseEther, type Wallet } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERC20_ABI, FMINT_ABI } from '../../src/chain/defi/abi.js'
import * as doc from './documents/defi.js'
import { ADDRESS, HEX, hex } from './helpers/expectWire.js'
import { query, queryErrors } from './helpers/graphql.js'
import { type ModuleDevnet, startModuleDevnet } from './helpers/startModuleDevnet.js'

let devnet: ModuleDevnet
let user: Wallet
let api: string

const send = (to: string, data: string, value = 0n) => devnet.send(user, to, data, value)
const contract = (name: string) => devnet.contract(name)

beforeAll(async () => {
  devnet = await startModuleDevnet()
  api = devnet.apiUrl
  user = await devnet.newAccount('1000')
})

afterAll(async () => {
  await devnet?.stop()
})

describe('defiConfiguration', () => {
  it('answers DefiSettings with the minter ratios in 4 decimals and lowercase contract addresses', async () => {
    const { defiConfiguration: s } = await query(api, doc.DEFI_SETTINGS)
    expect(s).toEqual({
      mintFee4: '0x32',
      rewardCollateralRatio4: '0xc350',
      minCollateralRatio4: '0x7530',
      uniswapCoreFactory: contract('uniswapFactory'),
      uniswapRouter: contract('uniswapRouter'),
      fMintContract: contract('fMint'),
      fMintRewardDistribution: contract('fMintRewards'),
      decimals: 4,
      StakeTokenizerContract: contract('stakeTokenizer'),
    })
  })
})

describe('defiTokens', () => {
  it('lists the registry tokens with the wallet fields, wrap only on WFTM', async () => {
    const { defiTokens } = await query(api, doc.DEFI_TOKENS_OWNER, { owner: user.address })
    // Symbols as the tokens report them (sFTM spells itself in mixed case, as on mainnet).
    const bySymbol = new Map(defiTokens.map((t: { symbol: string }) => [t.symbol.toUpperCase(), t]))
    expect([...bySymbol.keys()]).toEqual(expect.arrayContaining(['WFTM', 'SFTM', 'FUSD']))
    for (const t of defiTokens) {
      expect(t.address).toMatch(ADDRESS)
      expect(t).toMatchObject({ decimals: expect.any(Number), priceDecimals: 18, isActive: true })
      expect(t.canWrapFTM).toBe(t.symbol === 'WFTM')
      expect(t.price).toMatch(HEX)
      expect(t.totalSupply).toMatch(HEX)
      expect(t.availableBalance).toBe('0x0')
      expect(t.allowance).toBe('0x0')
      expect(typeof t.logoUrl).toBe('string')
    }
    expect(bySymbol.get('WFTM')).toMatchObject({ canDeposit: true, canMint: false })
    expect(bySymbol.get('FUSD')).toMatchObject({ canDeposit: false, canMint: true })
  })

  it('answers the ownerless and the price variants', async () => {
    const plain = await query(api, doc.DEFI_TOKENS)
    expect(plain.defiTokens.length).toBeGreaterThanOrEqual(3)
    expect(plain.defiTokens[0]).not.toHaveProperty('availableBalance')
    const prices = await query(api, doc.DEFI_TOKEN_PRICES)
    expect(prices.defiTokens[0].__typename).toBe('DefiToken')
    const fusd = prices.defiTokens.find((t: { symbol: string }) => t.symbol === 'FUSD')
    expect(hex(fusd.price)).toBe(parseEther('1'))
  })
})

describe('defiTokens at each block', () => {
  // Registry entries, prices and supplies are read once per block (the devnet README's "Reads per block"): a wrap
  // is mined in a new block and the next answer has WFTM's new supply.
  it('shows a wrap in the next answer', async () => {
    const wrapper = await devnet.newAccount('10')
    const wftmSupply = async () =>
      hex(
        (await query(api, doc.DEFI_TOKENS_OWNER, { owner: wrapper.address })).defiTokens.find(
          (t: { symbol: string }) => t.symbol === 'WFTM',
        ).totalSupply,
      )
    const before = await wftmSupply()
    expect(await wftmSupply()).toBe(before)
    await devnet.send(wrapper, contract('wftm'), ERC20_ABI.encodeFunctionData('deposit'), parseEther('3'))
    expect(await wftmSupply()).toBe(before + parseEther('3'))
  })
})

describe('ERC20 tokens', () => {
  it('follows a wrap, an allowance and what the owner received', async () => {
    const wftm = contract('wftm')
    const before = await query(api, doc.ERC20_ASSETS, { owner: user.address })
    expect(before.erc20Assets).toEqual([])

    await send(wftm, ERC20_ABI.encodeFunctionData('deposit'), parseEther('300'))
    await send(wftm, ERC20_ABI.encodeFunctionData('increaseAllowance', [contract('fMint'), parseEther('5')]))

    const balance = await query(api, doc.ERC_TOKEN_BALANCE, { owner: user.address, token: wftm })
    expect(balance.ercTokenBalance).toBe(`0x${parseEther('300').toString(16)}`)
    const allowance = await query(api, doc.ERC20_ALLOWANCE, {
      token: wftm,
      owner: user.address,
      spender: contract('fMint'),
    })
    expect(hex(allowance.ercTokenAllowance)).toBe(parseEther('5'))
    const tokens = await query(api, doc.DEFI_TOKENS_OWNER, { owner: user.address })
    const wftmToken = tokens.defiTokens.find((t: { symbol: string }) => t.symbol === 'WFTM')
    expect(hex(wftmToken.availableBalance)).toBe(parseEther('300'))
    expect(hex(wftmToken.allowance)).toBe(parseEther('5'))

    const after = await query(api, doc.ERC20_ASSETS, { owner: user.address })
    expect(after.erc20Assets).toEqual([
      {
        address: wftm.toLowerCase(),
        name: 'Wrapped Fantom',
        symbol: 'WFTM',
        decimals: 18,
        totalSupply: expect.stringMatching(HEX),
        logoURL: expect.any(String),
        balanceOf: `0x${parseEther('300').toString(16)}`,
      },
    ])
  })

  it('lists the most active tokens in all three variants', async () => {
    const full = await query(api, doc.ERC20_TOKEN_LIST_OWNER, { owner: user.address })
    expect(full.erc20TokenList.length).toBeGreaterThanOrEqual(3)
    const symbols = full.erc20TokenList.map((t: { symbol: string }) => t.symbol)
    expect(symbols).toEqual(expect.arrayContaining(['WFTM', 'FUSD']))
    for (const t of full.erc20TokenList) {
      expect(t.address).toMatch(ADDRESS)
      expect(t.balanceOf).toMatch(HEX)
      expect(t.totalSupply).toMatch(HEX)
    }
    const plain = await query(api, doc.ERC20_TOKEN_LIST)
    expect(plain.erc20TokenList[0]).not.toHaveProperty('balanceOf')
    const balances = await query(api, doc.ERC20_TOKEN_LIST_BALANCES, { owner: user.address })
    expect(Object.keys(balances.erc20TokenList[0])).toEqual(['address', 'balanceOf'])
  })

  it('answers the native token, with and without an owner', async () => {
    const withOwner = await query(api, doc.NATIVE_TOKEN_OWNER, { owner: user.address })
    expect(withOwner.defiNativeToken).toMatchObject({
      address: contract('wftm').toLowerCase(),
      symbol: 'WFTM',
      balanceOf: expect.stringMatching(HEX),
    })
    const plain = await query(api, doc.NATIVE_TOKEN)
    expect(plain.defiNativeToken.name).toBe('Wrapped Fantom')
  })

  it('gives null for an address that is no token, 0x0 for its balance, and refuses one asset', async () => {
    const nobody = '0x00000000000000000000000000000000000000aa'
    const token = await query(
      api,
      'query { erc20Token(token: "0x00000000000000000000000000000000000000aa") { symbol } }',
    )
    expect(token.erc20Token).toBeNull()
    const balance = await query(api, doc.ERC_TOKEN_BALANCE, { owner: user.address, token: nobody })
    expect(balance.ercTokenBalance).toBe('0x0')
    const one = await queryErrors(api, `query { erc20Assets(owner: "${nobody}", count: 1) { address } }`)
    expect(one.messages).toEqual(['nothing to do, zero erc assets requested'])
  })
})

describe('fMintAccount', () => {
  it('is an empty account for an address that never used fMint', async () => {
    const fresh = (await devnet.newAccount('1')).address
    const { fMintAccount } = await query(api, doc.FMINT_POSITIONS, { owner: fresh })
    expect(fMintAccount).toEqual({
      address: fresh.toLowerCase(),
      collateral: [],
      collateralValue: '0x0',
      collateralList: [],
      debt: [],
      debtValue: '0x0',
      debtList: [],
    })
  })

  it('shows deposited collateral and minted debt with token addresses as defiTokens spells them', async () => {
    const wftm = contract('wftm')
    const fusd = contract('fusd')
    const fMint = contract('fMint')
    await send(wftm, ERC20_ABI.encodeFunctionData('increaseAllowance', [fMint, parseEther('200')]))
    await send(fMint, FMINT_ABI.encodeFunctionData('mustDeposit', [wftm, parseEther('200')]))
    await send(fMint, FMINT_ABI.encodeFunctionData('mustMint', [fusd, parseEther('10')]))

    const { fMintAccount: a } = await query(api, doc.FMINT_POSITIONS, { owner: user.address })
    const { defiTokens } = await query(api, doc.DEFI_TOKENS)
    const address = (symbol: string) =>
      defiTokens.find((t: { symbol: string }) => t.symbol === symbol).address
    expect(a.collateral).toEqual([
      {
        type: 'COLLATERAL',
        tokenAddress: address('WFTM'),
        balance: `0x${parseEther('200').toString(16)}`,
        value: expect.stringMatching(HEX),
        token: { address: address('WFTM'), symbol: 'WFTM' },
      },
    ])
    expect(a.collateralList).toEqual([address('WFTM')])
    expect(a.debt).toEqual([
      {
        type: 'DEBT',
        tokenAddress: address('FUSD'),
        balance: `0x${parseEther('10').toString(16)}`,
        value: expect.stringMatching(HEX),
        token: { address: address('FUSD'), symbol: 'FUSD' },
      },
    ])
    expect(a.debtList).toEqual([address('FUSD')])
    // 10 fUSD of debt at $1, collateral worth more than three times that.
    expect(hex(a.debtValue)).toBeGreaterThanOrEqual(parseEther('10'))
    expect(hex(a.collateralValue)).toBeGreaterThan(3n * parseEther('10'))
  })

  it('answers the rewards variant with hex amounts and flags', async () => {
    const { fMintAccount } = await query(api, doc.FMINT_REWARDS, { owner: user.address })
    expect(fMintAccount).toEqual({
      address: user.address.toLowerCase(),
      rewardsEarned: expect.stringMatching(HEX),
      rewardsStashed: expect.stringMatching(HEX),
      canClaimRewards: expect.any(Boolean),
      canPushNewRewards: expect.any(Boolean),
      canReceiveRewards: expect.any(Boolean),
    })
    // 200 WFTM at ~$0.5 against 10 fUSD is above 500 %: eligible for rewards and allowed to claim.
    expect(fMintAccount.canReceiveRewards).toBe(true)
    expect(fMintAccount.canClaimRewards).toBe(true)
  })
})
