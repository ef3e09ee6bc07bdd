import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { assign, createMachine } from 'xstate'
import { useFlow } from './useFlow.js'

afterEach(() => cleanup())

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

const counter = createMachine({
  types: {} as { context: { count: number }; input: { start: number } },
  context: ({ input }) => ({ count: input.start }),
  on: { INC: { actions: assign({ count: ({ context }) => context.count + 1 }) } },
})

function Counter() {
  const { snapshot, send } = useFlow(counter, { input: { start: 41 } })
  return (
    <button type="button" onClick={() => send({ type: 'INC' })}>
      {snapshot.context.count}
    </button>
  )
}

describe('useFlow with input', () => {
  it('starts the machine with its input', () => {
    render(<Counter />)
    const button = screen.getByRole('button')
    expect(button.textContent).toBe('41')
    act(() => button.click())
    expect(button.textContent).toBe('42')
  })
})
