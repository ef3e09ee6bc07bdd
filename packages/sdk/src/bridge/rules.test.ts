import { parseEther } from 'ethers'
import { describe, expect, it } from 'vitest'
import { BINANCE_CENTRAL_DEPOSIT_ADDRESS } from '../constants/bridge.js'
import { BRIDGE_ERROR_MESSAGES, BridgeError } from './BridgeError.js'
import {
  bridgeMessages,
  computeBridgeReceiveAmount,
  validateBridgeAmount,
  validateSendAddress,
} from './rules.js'

const OPERA = '0x52908400098527886E0F7030069857D2E4169EE7'
const BNB = 'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2'

describe('send address per direction', () => {
  it('needs a valid address on Opera', () => {
    expect(validateSendAddress({ direction: 'OperaToOpera', address: OPERA })).toBeUndefined()
    expect(
      validateSendAddress({ direction: 'OperaToOpera', address: ` ${OPERA.toLowerCase()} ` }),
    ).toBeUndefined()
    expect(validateSendAddress({ direction: 'OperaToOpera', address: 'alice.ftm' })?.message).toBe(
      'Enter a valid Opera FTM address or domain name',
    )
  })

  it("needs a 42-character 'bnb' address for Binance and refuses the central deposit address", () => {
    expect(validateSendAddress({ direction: 'OperaToBinance', address: BNB })).toBeUndefined()
    expect(validateSendAddress({ direction: 'OperaToBinance', address: 'bnb1short' })?.message).toBe(
      'Enter a valid BNB address',
    )
    expect(validateSendAddress({ direction: 'OperaToBinance', address: OPERA })?.message).toBe(
      'Enter a valid BNB address',
    )
    const central = validateSendAddress({
      direction: 'OperaToBinance',
      address: BINANCE_CENTRAL_DEPOSIT_ADDRESS.toUpperCase(),
    })
    expect(central?.code).toBe('SEND_BINANCE_CENTRAL_ADDRESS')
    expect(central?.message).toBe(bridgeMessages.binanceCentralAddress)
    expect(central?.message).toContain('Please choose Ethereum as the receiving blockchain')
  })

  it('needs a 42-character 0x address for Ethereum', () => {
    expect(validateSendAddress({ direction: 'OperaToEthereum', address: OPERA })).toBeUndefined()
    for (const address of [BNB, '0x1234', `${OPERA}0`]) {
      expect(validateSendAddress({ direction: 'OperaToEthereum', address })?.message).toBe(
        'Enter a valid ETH address',
      )
    }
  })
})

describe('bridge amounts and codes', () => {
  it('shows the fee notice and receives the amount minus the 50 FTM fee', () => {
    expect(bridgeMessages.feeNotice).toBe('You will receive amount minus fee FTM')
    expect(computeBridgeReceiveAmount({ amount: parseEther('80') })).toBe(parseEther('30'))
    expect(computeBridgeReceiveAmount({ amount: parseEther('20') })).toBe(0n)
  })

  it('asks for at least 50 FTM', () => {
    const available = parseEther('1000')
    expect(validateBridgeAmount({ amount: parseEther('49.9'), available })?.message).toBe(
      'You must transfer at least 50 FTM',
    )
    expect(validateBridgeAmount({ amount: parseEther('50'), available })).toBeUndefined()
    expect(validateBridgeAmount({ amount: parseEther('2000'), available })?.message).toBe(
      'You can transfer max 1,000 FTM',
    )
  })

  it('has the six numbered errors with their messages', () => {
    expect(BRIDGE_ERROR_MESSAGES[1]).toBe('Ethereum address is invalid')
    expect(BRIDGE_ERROR_MESSAGES[2]).toBe('Binance address is invalid')
    expect(BRIDGE_ERROR_MESSAGES[5]).toBe('Bad parameters')
    expect(BRIDGE_ERROR_MESSAGES[6]).toBe('Bridge is down')
    const down = new BridgeError(6)
    expect([down.code, down.bridgeCode, down.message]).toEqual(['BRIDGE_DOWN', 6, 'Bridge is down'])
    const swap = new BridgeError(3, 'Direction X is not supported')
    expect([swap.code, swap.message]).toEqual(['BRIDGE_SWAP_FAILED', 'Direction X is not supported'])
  })
})
