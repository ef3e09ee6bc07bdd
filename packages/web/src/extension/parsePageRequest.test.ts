import { describe, expect, it } from 'vitest'
import { isSupportedMethod, parsePageRequest } from './parsePageRequest.js'
import { checkTransactionRequest, parseTransactionRequest } from './parseTransactionRequest.js'

const from = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const to = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'

describe('page requests', () => {
  it('passes a tagged request with a numeric id, a method name and a small parameter list', () => {
    const request = { target: 'ftm-wallet-content', id: 7, method: 'eth_accounts' }
    expect(parsePageRequest(request)).toEqual({ id: 7, method: 'eth_accounts', params: [] })
    expect(isSupportedMethod('eth_requestAccounts')).toBe(true)
    expect(isSupportedMethod('eth_sign')).toBe(false)
  })

  it('drops anything else without answering', () => {
    const big = 'a'.repeat(1_000_001)
    for (const bad of [
      null,
      'eth_accounts',
      { id: 1, method: 'eth_accounts' },
      { target: 'ftm-wallet-inpage', id: 1, method: 'eth_accounts' },
      { target: 'ftm-wallet-content', id: '1', method: 'eth_accounts' },
      { target: 'ftm-wallet-content', id: -1, method: 'eth_accounts' },
      { target: 'ftm-wallet-content', id: 1, method: 'x'.repeat(65) },
      { target: 'ftm-wallet-content', id: 1, method: 'eth_call', params: { to } },
      { target: 'ftm-wallet-content', id: 1, method: 'eth_call', params: [big] },
    ]) {
      expect(parsePageRequest(bad)).toBeNull()
    }
  })
})

describe('parseTransactionRequest', () => {
  it('checksums addresses and keeps hex quantities, data and the site’s gas', () => {
    expect(
      parseTransactionRequest(
        { from: from.toLowerCase(), to, value: '0xDE0B6B3A7640000', input: '0xABcd', gas: '0x5208' },
        4003,
      ),
    ).toEqual({ from, to, value: '0xde0b6b3a7640000', data: '0xabcd', gas: '0x5208' })
  })

  it('reads a transaction without `to` as a contract creation of its data', () => {
    for (const noTo of [{}, { to: null }, { to: '' }]) {
      expect(parseTransactionRequest({ from, ...noTo, data: '0x6080ABCD', value: '0x1' }, 4003)).toEqual({
        from,
        to: null,
        value: '0x1',
        data: '0x6080abcd',
      })
    }
    expect(parseTransactionRequest({ from, input: '0x60806040' }, 4003)).toMatchObject({ to: null })
  })

  it('refuses a creation without code, bad quantities, odd data and another chain', () => {
    for (const bad of [
      { from, value: '0x1' },
      { from, to: null, data: '0x' },
      { from, to, value: '100' },
      { from, to, value: '0x01' },
      { from, to, data: '0xabc' },
      { from, to, chainId: '0xfa' },
      { from: 'me', to },
      [{ from, to }],
    ]) {
      expect(parseTransactionRequest(bad, 4003)).toBeNull()
    }
    expect(parseTransactionRequest({ from, to, chainId: '0xfa3' }, 4003)).not.toBeNull()
  })

  it('names the field at fault', () => {
    const problems = [
      [{ from, value: '0x1' }, 'data'],
      [{ from, to: null, input: '0x' }, 'input'],
      [{ from, to: 12 }, 'to'],
      [{ from, to: '0x1234' }, 'to'],
      [{ from, to, value: '100' }, 'value'],
      [{ from, to, gas: 21000 }, 'gas'],
      [{ from, to, gasLimit: '0x' }, 'gasLimit'],
      [{ from, to, gasPrice: '-1' }, 'gasPrice'],
      [{ from, to, data: '0xabc' }, 'data'],
      [{ from, to, input: 'hello' }, 'input'],
      [{ from, to, chainId: '0xfa' }, 'chainId'],
      [{ from: 'me', to }, 'from'],
      ['tx', 'transaction'],
    ] as const
    for (const [bad, field] of problems) {
      const checked = checkTransactionRequest(bad, 4003)
      expect('problem' in checked && checked.problem.field).toBe(field)
      expect('problem' in checked && checked.problem.message).toContain(
        field === 'transaction' ? 'object' : `'${field}'`,
      )
    }
  })
})
