import { act, fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createPwaUpdates, type RegisterServiceWorker } from './pwaUpdates.js'
import { UpdatePrompt } from './UpdatePrompt.js'

/** A registerSW stand-in: the test decides when a new version is waiting. */
function fakeRegister() {
  let needRefresh: (() => void) | undefined
  const update = vi.fn(async (_reload?: boolean) => undefined)
  const register: RegisterServiceWorker = (options) => {
    needRefresh = options.onNeedRefresh
    return update
  }
  return { register, update, newVersionWaits: () => act(() => needRefresh?.()) }
}

describe('update prompt', () => {
  it('shows nothing until a new version waits, then "Update available — Reload"; only Reload applies it', async () => {
    const sw = fakeRegister()
    const updates = createPwaUpdates(sw.register)
    render(<UpdatePrompt updates={updates} />)
    expect(screen.queryByRole('status')).toBeNull()

    sw.newVersionWaits()
    expect(screen.getByRole('status').textContent).toBe('Update available — Reload')
    // announced, not applied: nothing reloads until the person asks
    expect(sw.update).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(sw.update).toHaveBeenCalledWith(true)
    expect((screen.getByRole('button', { name: 'Reload' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('registers the service worker at once and asks to be told of a waiting version', () => {
    const register = vi.fn<RegisterServiceWorker>(() => async () => undefined)
    createPwaUpdates(register)
    expect(register).toHaveBeenCalledWith(
      expect.objectContaining({ immediate: true, onNeedRefresh: expect.any(Function) }),
    )
  })
})
