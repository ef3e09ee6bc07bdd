import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { Dialog } from './Dialog.js'

function Windowed() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open things
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Things">
        <input aria-label="Name" />
      </Dialog>
    </>
  )
}

describe('Dialog', () => {
  it('is not in the page until it opens; opened, closed and opened again it shows, hides and gives the focus back', async () => {
    render(<Windowed />)
    const opener = screen.getByRole('button', { name: 'Open things' })
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByText('Things')).toBeNull()
    for (let round = 0; round < 2; round++) {
      opener.focus()
      fireEvent.click(opener)
      const dialog = await screen.findByRole('dialog', { name: 'Things' })
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' })))
      fireEvent.keyDown(dialog, { key: 'Escape' })
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      await waitFor(() => expect(document.activeElement).toBe(opener))
    }
  })
})
