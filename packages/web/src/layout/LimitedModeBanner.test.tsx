import { createApiModeStatus } from '@ftm-wallet/sdk'
import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ApiModeProvider, useApiMode } from '../platform/apiMode.js'
import { LimitedModeBanner } from './LimitedModeBanner.js'

const TEXT =
  'Limited mode: the Fantom API is unreachable — history, pairs and charts need it; sending and staking still work'

function Banner() {
  return <LimitedModeBanner limited={useApiMode() === 'limited'} />
}

describe('limited-mode banner', () => {
  it('shows the exact text while the client is in limited mode and goes when the API answers again', () => {
    const mode = createApiModeStatus()
    render(
      <ApiModeProvider value={mode}>
        <Banner />
      </ApiModeProvider>,
    )
    expect(screen.queryByRole('status')).toBeNull()
    act(() => mode.set('limited'))
    expect(screen.getByRole('status').textContent).toBe(TEXT)
    act(() => mode.set('api'))
    expect(screen.queryByRole('status')).toBeNull()
  })
})
