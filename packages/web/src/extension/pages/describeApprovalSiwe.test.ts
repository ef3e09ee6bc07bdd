// @vitest-environment node
import { parseTypedData } from '@ftm-wallet/sdk'
import { describe, expect, it } from 'vitest'
import { describeApproval, describeSiwe } from './describeSignRequest.js'

const ADDRESS = '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826'
const SPENDER = '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB'
const TOKEN = '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC'
const MAX = (2n ** 256n - 1n).toString()

const siwe = (domain: string) =>
  [
    `${domain} wants you to sign in with your Ethereum account:`,
    ADDRESS,
    '',
    'Sign in to the test dApp.',
    '',
    'URI: http://127.0.0.1:5173/login',
    'Version: 1',
    'Chain ID: 4003',
    'Nonce: 32891756',
    'Issued At: 2026-11-27T15:00:00Z',
    'Resources:',
    '- https://example.com/terms',
  ].join('\n')

describe('Sign-In with Ethereum', () => {
  it('lists the fields of a sign-in for the requesting site, without a warning', () => {
    const view = describeSiwe(siwe('127.0.0.1:5173'), 'http://127.0.0.1:5173')
    expect(view).toMatchObject({
      domain: '127.0.0.1:5173',
      address: ADDRESS,
      statement: 'Sign in to the test dApp.',
    })
    expect(view?.warning).toBeUndefined()
    expect(view?.fields).toContainEqual({ label: 'Chain id', value: '4003' })
    expect(view?.fields).toContainEqual({ label: 'Resources', value: 'https://example.com/terms' })
  })

  it('flags a domain that is not the requesting origin (and a scheme that differs)', () => {
    expect(describeSiwe(siwe('bank.example'), 'http://127.0.0.1:5173')?.warning).toBe(
      'This sign-in is for bank.example, but the request comes from http://127.0.0.1:5173. Sign only if you trust both.',
    )
    expect(describeSiwe(siwe('https://127.0.0.1:5173'), 'http://127.0.0.1:5173')?.warning).toContain(
      'This sign-in is for https://127.0.0.1:5173',
    )
  })

  it('is not a sign-in without the header, an address, a URI and a nonce', () => {
    expect(describeSiwe('Hello world', 'http://127.0.0.1:5173')).toBeNull()
    expect(describeSiwe(siwe('a.example').replace(/Nonce: .*\n/, ''), 'http://a.example')).toBeNull()
  })
})

const permit = (value: string, name = 'Gift token') =>
  parseTypedData({
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
    domain: { name, version: '1', chainId: 4003, verifyingContract: TOKEN },
    message: { owner: ADDRESS, spender: SPENDER, value, nonce: 0, deadline: 1_800_000_000 },
  })

describe('permits shown as approvals', () => {
  it('shows an EIP-2612 permit with spender, amount and deadline; unlimited gets the warning', () => {
    expect(describeApproval(permit('1000'))).toEqual({
      kind: 'EIP-2612 permit',
      items: [
        { token: TOKEN, spender: SPENDER, amount: '1000', unlimited: false, until: '2027-01-15T08:00:00Z' },
      ],
      warnings: [],
    })
    expect(describeApproval(permit(MAX))?.warnings).toEqual([
      `Unlimited allowance: ${SPENDER} may spend all your Gift token (${TOKEN}), now and later, until you revoke it.`,
    ])
  })

  it('shows a Permit2 PermitSingle with its expiry; max uint160 is unlimited', () => {
    const typed = parseTypedData({
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        PermitDetails: [
          { name: 'token', type: 'address' },
          { name: 'amount', type: 'uint160' },
          { name: 'expiration', type: 'uint48' },
          { name: 'nonce', type: 'uint48' },
        ],
        PermitSingle: [
          { name: 'details', type: 'PermitDetails' },
          { name: 'spender', type: 'address' },
          { name: 'sigDeadline', type: 'uint256' },
        ],
      },
      primaryType: 'PermitSingle',
      domain: { name: 'Permit2', chainId: 4003, verifyingContract: ADDRESS },
      message: {
        details: {
          token: TOKEN,
          amount: ((1n << 160n) - 1n).toString(),
          expiration: 1_800_000_000,
          nonce: 0,
        },
        spender: SPENDER,
        sigDeadline: 1_800_000_000,
      },
    })
    const view = describeApproval(typed)
    expect(view?.kind).toBe('Permit2 allowance')
    expect(view?.items).toEqual([
      { token: TOKEN, spender: SPENDER, amount: 'UNLIMITED', unlimited: true, until: '2027-01-15T08:00:00Z' },
    ])
    expect(view?.warnings).toHaveLength(1)
  })

  it('is not an approval for other typed data', () => {
    const typed = parseTypedData({
      types: { EIP712Domain: [{ name: 'name', type: 'string' }], Vote: [{ name: 'choice', type: 'uint8' }] },
      primaryType: 'Vote',
      domain: { name: 'DAO' },
      message: { choice: 1 },
    })
    expect(describeApproval(typed)).toBeNull()
  })
})
