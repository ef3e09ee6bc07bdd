import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { type SettingsValues, SettingsView } from './SettingsView.js'

const values: SettingsValues = {
  currency: 'USD',
  fractionDigits: 2,
  darkMode: true,
  autoDarkMode: false,
  rtlDir: false,
  slippageTolerance: 0.5,
}

describe('settings: browser-extension wallet', () => {
  it('offers Add network and Add assets for an extension-wallet account and shows the popover', () => {
    const onAddNetwork = vi.fn()
    const onAddAssets = vi.fn()
    render(
      <SettingsView
        values={values}
        onChange={() => {}}
        explorerUrl="https://explorer.test/"
        extensionWallet={{
          onAddNetwork,
          onAddAssets,
          message: { kind: 'success', text: 'Fantom Opera was added to Metamask' },
        }}
      />,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Add network' }))
    fireEvent.click(screen.getByRole('button', { name: 'Add assets' }))
    expect([onAddNetwork.mock.calls.length, onAddAssets.mock.calls.length]).toEqual([1, 1])
    expect(screen.getByRole('status').textContent).toBe('Fantom Opera was added to Metamask')
  })

  it('has no buttons for other accounts', () => {
    render(<SettingsView values={values} onChange={() => {}} explorerUrl="https://explorer.test/" />)
    expect(screen.queryByRole('button', { name: 'Add network' })).toBeNull()
    expect(screen.getByText(/Pick a browser-extension wallet account/)).toBeTruthy()
  })
})
