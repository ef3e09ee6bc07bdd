import { AbiCoder, Interface } from 'ethers'
import { describe, expect, it } from 'vitest'
import {
  decodeFunctionResult,
  decodeRevertReason,
  encodeFunctionArguments,
  parseFunctionSignature,
} from './functionSignature.js'

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

describe('parseFunctionSignature', () => {
  it("reads cast's form and the Solidity-like forms alike", () => {
    for (const text of [
      'getStake(address,uint256)(uint256)',
      'getStake(address, uint256) returns (uint256)',
      'function getStake(address,uint256) view returns (uint256)',
    ]) {
      const signature = parseFunctionSignature(text)
      expect(signature.canonical).toBe('getStake(address,uint256)')
      expect(signature.selector).toBe(
        new Interface([`function ${signature.canonical}`]).getFunction('getStake')?.selector,
      )
      expect(signature.outputs.map((o) => o.type)).toEqual(['uint256'])
    }
    expect(parseFunctionSignature('delegate(uint256)').outputs).toHaveLength(0)
  })

  it.each([
    'getStake',
    'getStake(address',
    'getStake(adress)',
    '(uint256)',
    'f(uint256)x',
    'f(uint256)(uint7)',
  ])("refuses '%s' with CONTRACT_INVALID_SIGNATURE", (text) => {
    expect(() => parseFunctionSignature(text)).toThrow(
      expect.objectContaining({ code: 'CONTRACT_INVALID_SIGNATURE' }),
    )
  })
})

describe('encodeFunctionArguments', () => {
  it('encodes as the ABI coder does, for scalars, lists and tuples', () => {
    const signature = parseFunctionSignature('f(address,uint256,bool,bytes32,string,int8[],(uint8,bytes))')
    const data = encodeFunctionArguments(signature, [
      ADDRESS.toLowerCase(),
      '0x10',
      'true',
      `0x${'ab'.repeat(32)}`,
      'hello, world',
      '[-1,2,3]',
      '(7,0x0102)',
    ])
    const expected = new Interface([`function ${signature.canonical}`]).encodeFunctionData('f', [
      ADDRESS,
      16n,
      true,
      `0x${'ab'.repeat(32)}`,
      'hello, world',
      [-1n, 2n, 3n],
      [7n, '0x0102'],
    ])
    expect(data).toBe(expected)
  })

  it('names the argument that does not fit, and counts the arguments', () => {
    const signature = parseFunctionSignature('getStake(address,uint256)(uint256)')
    expect(() => encodeFunctionArguments(signature, [ADDRESS])).toThrow(
      expect.objectContaining({
        code: 'CONTRACT_ARGUMENT_COUNT',
        message: 'getStake(address,uint256) takes 2 arguments, got 1: argument 2 (uint256) is missing',
      }),
    )
    expect(() => encodeFunctionArguments(signature, [ADDRESS, '1', '2'])).toThrow(
      /argument 3 '2' is one too many/,
    )
    expect(() => encodeFunctionArguments(signature, [ADDRESS, 'abc'])).toThrow(
      expect.objectContaining({
        code: 'CONTRACT_INVALID_ARGUMENT',
        message: expect.stringContaining("argument 2 (uint256) 'abc'"),
      }),
    )
    expect(() => encodeFunctionArguments(signature, ['0x1234', '1'])).toThrow(
      /argument 1 \(address\) '0x1234'/,
    )
    expect(() => encodeFunctionArguments(parseFunctionSignature('f(uint8)'), ['256'])).toThrow(
      /out of range 0…255/,
    )
    expect(() => encodeFunctionArguments(parseFunctionSignature('f(int8)'), ['-129'])).toThrow(/out of range/)
  })
})

describe('decoding', () => {
  it('decodes results and revert reasons', () => {
    const signature = parseFunctionSignature('f()(uint256,address[])')
    const data = AbiCoder.defaultAbiCoder().encode(['uint256', 'address[]'], [5n, [ADDRESS]])
    expect(decodeFunctionResult(signature, data)).toEqual([5n, [ADDRESS]])
    expect(() => decodeFunctionResult(signature, '0x')).toThrow(
      expect.objectContaining({ code: 'CONTRACT_RESULT_MISMATCH' }),
    )
    const reason = `0x08c379a0${AbiCoder.defaultAbiCoder().encode(['string'], ['zero amount']).slice(2)}`
    expect(decodeRevertReason(reason)).toBe('zero amount')
    const panic = `0x4e487b71${AbiCoder.defaultAbiCoder().encode(['uint256'], [0x11]).slice(2)}`
    expect(decodeRevertReason(panic)).toBe('panic 0x11 (arithmetic overflow or underflow)')
    expect(decodeRevertReason('0xdeadbeef')).toBe('custom error 0xdeadbeef')
    expect(decodeRevertReason('0x')).toBeUndefined()
  })
})
