import { Interface, type Log, parseEther, ZeroAddress } from 'ethers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployDefi } from '../../src/chain/defi/deployDefi.js'
import type { DefiDeployment } from '../../src/chain/defi/types.js'
import { contractAt, createDefiFixture, type DefiFixture, loadArtifact, mined } from './fixture.js'

// Behaviour of Opera's WrappedFtm (docs/chain-and-api.md#wftm) as a wallet sees it.
describe('WFTM', () => {
  let f: DefiFixture
  let defi: DefiDeployment
  const abi = new Interface(loadArtifact('WrappedFtm').abi)
  const wftmFor = (runner: DefiFixture['admin']) =>
    contractAt<
      | 'name'
      | 'symbol'
      | 'decimals'
      | 'ERR_NO_ERROR'
      | 'ERR_INVALID_ZERO_VALUE'
      | 'deposit'
      | 'withdraw'
      | 'balanceOf'
      | 'allowance'
      | 'transfer'
      | 'increaseAllowance'
      | 'decreaseAllowance'
    >(defi.contracts.wftm, abi, runner)

  beforeAll(async () => {
    f = await createDefiFixture()
    defi = await deployDefi(f.ctx)
  })
  afterAll(async () => {
    await f?.stop()
  })

  it('has the metadata of the real WrappedFtm', async () => {
    const wftm = wftmFor(f.admin)
    expect([await wftm.name(), await wftm.symbol(), await wftm.decimals()]).toEqual([
      'Wrapped Fantom',
      'WFTM',
      18n,
    ])
    expect([await wftm.ERR_NO_ERROR(), await wftm.ERR_INVALID_ZERO_VALUE()]).toEqual([0n, 1n])
  })

  it('wraps with deposit(), returns 0 and mints with a Transfer from the zero address', async () => {
    const user = await f.newAccount('100')
    const wftm = wftmFor(user)
    expect(await wftm.deposit.staticCall({ value: parseEther('3') })).toBe(0n)
    const receipt = await mined(wftm.deposit({ value: parseEther('3') }))
    expect(await wftm.balanceOf(user.address)).toBe(parseEther('3'))
    const logs = receipt.logs.map((l: Log) => abi.parseLog(l)!)
    expect(logs.map((l) => l.name)).toEqual(['Transfer'])
    expect(logs[0]!.args.toArray()).toEqual([ZeroAddress, user.address, parseEther('3')])
  })

  it('returns 1 for a zero deposit, without reverting and without events', async () => {
    const wftm = wftmFor(await f.newAccount('10'))
    expect(await wftm.deposit.staticCall({ value: 0 })).toBe(1n)
    const receipt = await mined(wftm.deposit({ value: 0 }))
    expect(receipt.status).toBe(1)
    expect(receipt.logs).toEqual([])
  })

  it('unwraps with withdraw(), returns 0, burns and pays the FTM back', async () => {
    const user = await f.newAccount('100')
    const wftm = wftmFor(user)
    await mined(wftm.deposit({ value: parseEther('5') }))
    expect(await wftm.withdraw.staticCall(parseEther('2'))).toBe(0n)
    const before = await f.provider.getBalance(user.address)
    const receipt = await mined(wftm.withdraw(parseEther('2')))
    const gas = receipt.gasUsed * receipt.gasPrice
    expect(await f.provider.getBalance(user.address)).toBe(before + parseEther('2') - gas)
    expect(await wftm.balanceOf(user.address)).toBe(parseEther('3'))
    expect(abi.parseLog(receipt.logs[0]!)!.args.toArray()).toEqual([
      user.address,
      ZeroAddress,
      parseEther('2'),
    ])
  })

  it('returns 1 for withdraw(0) and reverts with the OZ 2.5 reason beyond the balance', async () => {
    const wftm = wftmFor(await f.newAccount('10'))
    expect(await wftm.withdraw.staticCall(0)).toBe(1n)
    await expect(wftm.withdraw.staticCall(parseEther('1'))).rejects.toMatchObject({
      reason: 'ERC20: burn amount exceeds balance',
    })
  })

  it('rejects a plain FTM transfer (no receive or fallback)', async () => {
    const user = await f.newAccount('10')
    const held = await f.provider.getBalance(defi.contracts.wftm)
    await expect(
      user.sendTransaction({ to: defi.contracts.wftm, value: parseEther('1') }),
    ).rejects.toMatchObject({
      code: 'CALL_EXCEPTION',
    })
    expect(await f.provider.getBalance(defi.contracts.wftm)).toBe(held)
  })

  it('supports increaseAllowance/decreaseAllowance and reverts transfers with the OZ 2.5 reasons', async () => {
    const user = await f.newAccount('10')
    const wftm = wftmFor(user)
    await mined(wftm.increaseAllowance(defi.contracts.fMint, 7n))
    await mined(wftm.increaseAllowance(defi.contracts.fMint, 5n))
    await mined(wftm.decreaseAllowance(defi.contracts.fMint, 2n))
    expect(await wftm.allowance(user.address, defi.contracts.fMint)).toBe(10n)
    await expect(wftm.decreaseAllowance.staticCall(defi.contracts.fMint, 11n)).rejects.toMatchObject({
      reason: 'ERC20: decreased allowance below zero',
    })
    await expect(wftm.transfer.staticCall(f.admin.address, 1n)).rejects.toMatchObject({
      reason: 'ERC20: transfer amount exceeds balance',
    })
  })
})
