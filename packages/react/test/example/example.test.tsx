import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestWallet } from '../helpers.js'
import { AccountsExample } from './AccountsExample.js'

describe('README example', () => {
  it('is the same code as in the README', () => {
    const here = dirname(fileURLToPath(import.meta.url))
    const readme = readFileSync(join(here, '../../README.md'), 'utf8')
    const source = readFileSync(join(here, 'AccountsExample.tsx'), 'utf8')
    expect(readme).toContain(source.trim())
  })

  it('renders the wallets and adds one', async () => {
    const { wrapper: Wrapper } = await createTestWallet()
    render(
      <Wrapper>
        <AccountsExample address="0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed" />
      </Wrapper>,
    )
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    expect((await screen.findByRole('listitem')).textContent).toBe('Wallet 1')
  })
})
