import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { describeMessage, describeTypedData, HEX_MESSAGE_WARNING } from './describeSignRequest.js'
import { SignMessageView, SignTypedDataView } from './SignRequestView.js'

/** The EIP-712 specification's Mail example on a chain. */
const mail = (chainId: number | string) => ({
  types: {
    EIP712Domain: [
      { name: 'name', type: 'string' },
      { name: 'version', type: 'string' },
      { name: 'chainId', type: 'uint256' },
      { name: 'verifyingContract', type: 'address' },
    ],
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'to', type: 'Person[]' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  domain: {
    name: 'Ether Mail',
    version: '1',
    chainId,
    verifyingContract: '0xCcCCccccCCCCcCCCCCCcCcCccCcCCCcCcccccccC',
  },
  message: {
    from: { name: 'Cow', wallet: '0xCD2a3d9F938E13CD947Ec05AbC7FE734Df8DD826' },
    to: [{ name: 'Bob', wallet: '0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB' }],
    contents: 'Hello, Bob!',
  },
})

describe('personal_sign window', () => {
  it('shows printable UTF-8 as text (hex param or plain text)', () => {
    const hex = `0x${Buffer.from('Sign in to fantom.example\nNonce: 1 ✓').toString('hex')}`
    const { view, bytes } = describeMessage(hex)
    expect(view).toMatchObject({ kind: 'text', text: 'Sign in to fantom.example\nNonce: 1 ✓' })
    expect(Buffer.from(bytes).toString('utf8')).toBe('Sign in to fantom.example\nNonce: 1 ✓')
    expect(describeMessage('plain words').view).toMatchObject({ kind: 'text', text: 'plain words' })
    render(<SignMessageView view={view} />)
    expect(screen.getByText(/Sign in to fantom\.example/)).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows other bytes as hex with a warning (not UTF-8, or control characters)', () => {
    for (const param of ['0xdeadbeef', `0x${Buffer.from('a\u0007b').toString('hex')}`]) {
      const { view } = describeMessage(param)
      expect(view).toEqual({ kind: 'hex', hex: param, warning: HEX_MESSAGE_WARNING })
    }
    render(<SignMessageView view={describeMessage('0xdeadbeef').view} />)
    expect(screen.getByRole('alert').textContent).toBe(HEX_MESSAGE_WARNING)
    expect(screen.getByText('0xdeadbeef')).toBeTruthy()
  })
})

describe('eth_signTypedData_v4 window', () => {
  it('shows the domain and the message as a tree; the chain id is not flagged on the active network', () => {
    const view = describeTypedData(JSON.stringify(mail(4003)), 4003)
    expect(view.otherChainId).toBeUndefined()
    render(<SignTypedDataView view={view} />)
    expect(screen.getByText('Ether Mail')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    const fields = screen.getByRole('list', { name: 'Message fields' })
    expect(within(fields).getByText(': Hello, Bob!')).toBeTruthy()
    expect(within(fields).getByText(': 0xbBbBBBBbbBBBbbbBbbBbbbbBBbBbbbbBbBbbBBbB')).toBeTruthy()
    expect(view.message.map((n) => [n.name, n.type, n.children?.length])).toEqual([
      ['from', 'Person', 2],
      ['to', 'Person[]', 1],
      ['contents', 'string', undefined],
    ])
  })

  it('flags a chain id that is not the active network', () => {
    const view = describeTypedData(mail('0x1'), 4003)
    expect(view.otherChainId).toBe(1)
    render(<SignTypedDataView view={view} />)
    expect(screen.getByRole('alert').textContent).toContain('Not the active network (chain 4003)')
  })

  it('refuses malformed typed data naming what is wrong (the provider answers -32602)', () => {
    const { primaryType: _, ...noPrimaryType } = mail(4003)
    expect(() => describeTypedData(noPrimaryType, 4003)).toThrow('Invalid typed data: primaryType is missing')
    expect(() => describeTypedData(mail('opera'), 4003)).toThrow(
      'Invalid typed data: domain.chainId is not a valid chain id: "opera"',
    )
  })
})
