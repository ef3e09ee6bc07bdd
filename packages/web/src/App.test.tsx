import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { App } from './App.js'

describe('App', () => {
  it('greets with what the wallet does', () => {
    render(<App />)
    expect(screen.getByRole('heading', { name: 'Fantom Wallet' })).toBeTruthy()
    expect(screen.getByText(/send, receive and stake/i)).toBeTruthy()
  })
})
