import { networks } from '@ftm-wallet/sdk'
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { GetTestFtmButton } from './GetTestFtmButton.js'

const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

describe('Get test FTM', () => {
  it('is offered on the devnet', () => {
    render(<GetTestFtmButton address={ADDRESS} network={networks.devnet} />)
    expect(screen.getByRole('button', { name: 'Get test FTM' })).toBeTruthy()
  })

  it('is not there on mainnet or testnet, which have no faucet of ours', () => {
    for (const network of [networks.mainnet, networks.testnet]) {
      const { unmount } = render(<GetTestFtmButton address={ADDRESS} network={network} />)
      expect(screen.queryByRole('button', { name: 'Get test FTM' })).toBeNull()
      unmount()
    }
  })
})
