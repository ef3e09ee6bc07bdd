import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { useFlow } from './useFlow.js'

const toggle = createMachine({
  id: 'toggle',
  initial: 'off',
  states: { off: { on: { TOGGLE: 'on' } }, on: { on: { TOGGLE: 'off' } } },
})

function Toggle() {
  const { snapshot, send } = useFlow(toggle)
  return (
    <button type="button" onClick={() => send({ type: 'TOGGLE' })}>
      {String(snapshot.value)}
    </button>
  )
}

describe('useFlow', () => {
  it('renders the machine state and moves on events', () => {
    render(<Toggle />)
    const button = screen.getByRole('button')
    expect(button.textContent).toBe('off')
    act(() => button.click())
    expect(button.textContent).toBe('on')
  })
})
