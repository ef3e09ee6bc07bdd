import { describe, expect, it } from 'vitest'
import { getBridgeAddressField, getSendDirectionOption, isBridgeDirection } from './sendDirections.js'

describe('send directions', () => {
  it('sends over the bridge for Binance and Ethereum only', () => {
    expect(isBridgeDirection('OperaToOpera')).toBe(false)
    expect(isBridgeDirection('OperaToBinance')).toBe(true)
    expect(isBridgeDirection('OperaToEthereum')).toBe(true)
  })

  it('offers a memo for Binance and hides it for Ethereum (docs/behaviour/bridge.md#directions)', () => {
    expect(getBridgeAddressField('OperaToBinance')).toEqual({ label: 'BNB Receive Address', withMemo: true })
    expect(getBridgeAddressField('OperaToEthereum')).toEqual({
      label: 'ETH Receive Address',
      withMemo: false,
    })
  })

  it('picks contacts of the receiving chain', () => {
    expect(getSendDirectionOption('OperaToBinance').blockchain).toBe('binance')
    expect(getSendDirectionOption('OperaToEthereum').blockchain).toBe('ethereum')
    expect(getSendDirectionOption('OperaToOpera').blockchain).toBe('fantom')
  })
})
