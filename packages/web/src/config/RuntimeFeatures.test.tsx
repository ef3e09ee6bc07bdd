import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { parseRuntimeConfig } from './parseRuntimeConfig.js'
import { RuntimeFeaturesProvider, useRuntimeFeatures } from './RuntimeFeatures.js'

function MintFlag() {
  return <p>mintSFTM: {String(useRuntimeFeatures().mintSFTM)}</p>
}

describe('useRuntimeFeatures', () => {
  it('reads every feature as off outside a provider', () => {
    render(<MintFlag />)
    expect(screen.getByText('mintSFTM: false')).toBeTruthy()
  })

  it('reads the features of the parsed config.json from the provider', () => {
    const config = parseRuntimeConfig({ networks: [{ preset: 'devnet' }], features: { mintSFTM: true } })
    render(
      <RuntimeFeaturesProvider features={config.features}>
        <MintFlag />
      </RuntimeFeaturesProvider>,
    )
    expect(screen.getByText('mintSFTM: true')).toBeTruthy()
  })
})
