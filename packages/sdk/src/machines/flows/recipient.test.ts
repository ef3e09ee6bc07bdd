import { describe, expect, it } from 'vitest'
import { checkRecipient, RECIPIENT_MESSAGES } from './recipient.js'
import { sendFtmFlow, sendTokenFlow } from './transfer.js'

// A contact 0xABCD…1234 and an address sharing its first 4 and last 4 hex characters (address poisoning).
const CONTACT = '0xABCD000000000000000000000000000000001234'
const LOOKALIKE = '0xabcd999999999999999999999999999999991234'
const FROM = '0x1111111111111111111111111111111111111111'
const FUSD = { address: '0x2222222222222222222222222222222222222222', symbol: 'FUSD' }
const OTHER = '0x3333333333333333333333333333333333333333'
const ZERO = '0x0000000000000000000000000000000000000000'
const kinds = (result: ReturnType<typeof checkRecipient>) => result.warnings.map((w) => w.kind)

describe('checkRecipient', () => {
  it('warns about a look-alike of a contact and names the contact', () => {
    const result = checkRecipient(LOOKALIKE, { knownRecipients: [{ address: CONTACT, name: 'Alice' }] })
    expect(result.error).toBeUndefined()
    expect(result.warnings).toEqual([
      {
        kind: 'lookalike',
        message:
          "Careful: this address has the same first and last 4 characters as 'Alice' (0xABCD…1234), but it is a different address. Look-alike addresses are planted in histories to catch copy-paste (address poisoning): compare every character.",
      },
    ])
    // The contact itself is not a look-alike of itself.
    expect(
      checkRecipient(CONTACT, { knownRecipients: [{ address: CONTACT, name: 'Alice' }] }).warnings,
    ).toEqual([])
  })

  it('warns about a look-alike of a recent counterparty, and gives the first-time notice too', () => {
    const result = checkRecipient(LOOKALIKE, { counterparties: [OTHER, CONTACT] })
    expect(kinds(result)).toEqual(['lookalike', 'firstTime'])
    expect(result.warnings[0]?.message).toContain('0xABCD…1234 from your history')
  })

  it('gives the first-time notice only when the history was read and the address is in neither list', () => {
    expect(kinds(checkRecipient(OTHER, { counterparties: [] }))).toEqual(['firstTime'])
    expect(
      kinds(checkRecipient(OTHER, { counterparties: [OTHER.toUpperCase().replace('0X', '0x')] })),
    ).toEqual([])
    expect(
      kinds(
        checkRecipient(OTHER, { counterparties: [], knownRecipients: [{ address: OTHER, name: 'Bob' }] }),
      ),
    ).toEqual([])
    expect(kinds(checkRecipient(OTHER, {}))).toEqual([])
  })

  it('refuses the zero address and a token sent to its own contract; warns about self and other token contracts', () => {
    expect(checkRecipient(ZERO, {}).error).toMatchObject({ code: 'RECIPIENT_ZERO_ADDRESS' })
    expect(checkRecipient(FUSD.address, {}, FUSD).error).toMatchObject({
      code: 'RECIPIENT_TOKEN_CONTRACT',
      message: "This is the FUSD token's own contract: FUSD sent there is lost for good",
    })
    expect(kinds(checkRecipient(FROM, { from: FROM, counterparties: [] }))).toEqual(['self'])
    expect(checkRecipient(FUSD.address, { tokenContracts: [FUSD], counterparties: [] }).warnings).toEqual([
      { kind: 'tokenContract', message: RECIPIENT_MESSAGES.tokenContract('FUSD') },
    ])
  })

  it('leaves a name (not yet resolved) alone', () => {
    expect(checkRecipient('alice.ftm', { counterparties: [] })).toEqual({ error: undefined, warnings: [] })
  })
})

describe('the send flows check the recipient', () => {
  const facts = { available: 10n ** 18n, knownRecipients: [{ address: CONTACT, name: 'Alice' }] }

  it('sendFtm: the look-alike warning among the check warnings; the zero address refused on the recipient field', () => {
    const check = sendFtmFlow.check({ recipient: LOOKALIKE, amount: 1n }, facts)
    expect(check.error).toBeUndefined()
    expect(check.warnings[0]).toContain("'Alice' (0xABCD…1234)")
    const zero = sendFtmFlow.check({ recipient: ZERO, amount: -1n }, facts)
    expect(zero).toMatchObject({ error: { code: 'RECIPIENT_ZERO_ADDRESS' }, field: 'recipient' })
    expect(zero.byField?.amount?.message).toBe('Invalid amount')
  })

  it("sendToken: the token's own contract is refused", () => {
    const check = sendTokenFlow.check(
      { token: FUSD.address, recipient: FUSD.address, amount: 1n },
      { available: 10n, symbol: 'FUSD', decimals: 18 },
    )
    expect(check).toMatchObject({ error: { code: 'RECIPIENT_TOKEN_CONTRACT' }, field: 'recipient' })
  })
})
