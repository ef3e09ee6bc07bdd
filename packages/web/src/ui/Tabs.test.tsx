import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { type TabItem, Tabs } from './Tabs.js'

const ITEMS: TabItem[] = [
  { value: 'one', label: 'One', content: <p>First panel</p> },
  { value: 'two', label: 'Two', content: <p>Second panel</p> },
  { value: 'three', label: 'Three', content: <p>Third panel</p> },
]

function Controlled() {
  const [value, setValue] = useState('two')
  return (
    <>
      <Tabs label="Numbers" items={ITEMS} value={value} onValueChange={setValue} />
      <button type="button" onClick={() => setValue('one')}>
        Back to one
      </button>
    </>
  )
}

const counted = { mounts: 0 }

/** Says which mount of it this is (the first, unless it was mounted again). */
function Counted({ shows }: { shows: string }) {
  const [mount] = useState(() => ++counted.mounts)
  return (
    <p>
      {shows} (mount {mount})
    </p>
  )
}

/** Tabs sharing one panel that shows the selected value. */
function Shared() {
  const [value, setValue] = useState('one')
  return (
    <Tabs
      label="Numbers"
      items={ITEMS.map(({ value, label }) => ({ value, label }))}
      value={value}
      onValueChange={setValue}
      panel={<Counted shows={value} />}
    />
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })
const key = (name: string, key: string) => fireEvent.keyDown(tab(name), { key })

describe('tabs', () => {
  it('names the list, links each tab to its panel and shows only the selected panel', () => {
    render(<Tabs label="Numbers" items={ITEMS} />)
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeTruthy()
    expect(tab('One').getAttribute('aria-selected')).toBe('true')
    expect(tab('Two').getAttribute('aria-selected')).toBe('false')
    const panel = screen.getByRole('tabpanel', { name: 'One' })
    expect(tab('One').getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.textContent).toBe('First panel')
    expect(screen.queryByText('Second panel')).toBeNull()
    expect(ITEMS.map((item) => tab(item.label as string).tabIndex)).toEqual([0, -1, -1])
    expect(tab('One').dataset.state).toBe('active')
  })

  it('moves the focus with the arrow keys, Home and End, wrapping at the ends, without selecting', () => {
    const onValueChange = vi.fn()
    render(<Tabs label="Numbers" items={ITEMS} onValueChange={onValueChange} />)
    tab('One').focus()
    key('One', 'ArrowLeft')
    expect(document.activeElement).toBe(tab('Three'))
    key('Three', 'ArrowRight')
    expect(document.activeElement).toBe(tab('One'))
    key('One', 'End')
    expect(document.activeElement).toBe(tab('Three'))
    key('Three', 'Home')
    key('One', 'ArrowRight')
    expect(document.activeElement).toBe(tab('Two'))
    // The selection has not moved: the selected tab stays the list's place in the Tab order.
    expect(ITEMS.map((item) => tab(item.label as string).tabIndex)).toEqual([0, -1, -1])
    expect(onValueChange).not.toHaveBeenCalled()
    expect(screen.getByText('First panel')).toBeTruthy()
  })

  it('mirrors the arrow keys right to left', () => {
    document.documentElement.dir = 'rtl'
    try {
      render(<Tabs label="Numbers" items={ITEMS} />)
      tab('One').focus()
      key('One', 'ArrowLeft')
      expect(document.activeElement).toBe(tab('Two'))
    } finally {
      document.documentElement.dir = ''
    }
  })

  it('selects on a click (Enter and Space click a button) and reports it; a controlled value follows its owner', () => {
    render(<Controlled />)
    expect(screen.getByText('Second panel')).toBeTruthy()
    fireEvent.click(tab('Three'))
    expect(screen.getByText('Third panel')).toBeTruthy()
    expect(screen.queryByText('Second panel')).toBeNull()
    expect(tab('Three').getAttribute('aria-selected')).toBe('true')
    // A pointer selects as it goes down; a right button press does not.
    fireEvent.mouseDown(tab('Two'), { button: 2 })
    expect(screen.getByText('Third panel')).toBeTruthy()
    fireEvent.mouseDown(tab('Two'), { button: 0 })
    expect(screen.getByText('Second panel')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Back to one' }))
    expect(screen.getByText('First panel')).toBeTruthy()
    expect(tab('One').tabIndex).toBe(0)
  })

  it('with one panel for every tab, keeps what it holds mounted and labels it by the selected tab', () => {
    counted.mounts = 0
    render(<Shared />)
    expect(screen.getByRole('tabpanel', { name: 'One' }).textContent).toBe('one (mount 1)')
    fireEvent.mouseDown(tab('Three'))
    const panel = screen.getByRole('tabpanel', { name: 'Three' })
    expect(panel.textContent).toBe('three (mount 1)')
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
    expect(ITEMS.map((item) => tab(item.label as string).getAttribute('aria-controls'))).toEqual([
      panel.id,
      panel.id,
      panel.id,
    ])
    expect(counted.mounts).toBe(1)
  })
})
