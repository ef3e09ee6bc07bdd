import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

export interface TabItem {
  value: string
  label: ReactNode
  /** The tab's panel content (unused when the tabs share one `panel`). */
  content?: ReactNode
}

export interface TabsProps {
  label: string
  items: readonly TabItem[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  /**
   * One panel for every tab, labelled by the selected one: what it holds stays mounted when the selection changes
   * and follows it (the pair page's chart swaps its series rather than being drawn anew), instead of each tab's own
   * content being mounted in its own panel.
   */
  panel?: ReactNode
}

/**
 * Keyboard-usable tabs, the WAI-ARIA tabs pattern with manual activation (docs/behaviour/app-shell.md#tabs): arrow
 * keys (mirrored right-to-left), Home and End move the focus between the tabs, wrapping at the ends; a click, Enter
 * or Space selects (a pointer selects as it goes down). Only the selected tab is in the Tab order, then its panel; only the selected panel has content. Our own small
 * component rather than Radix's, whose roving focus and collection cost the welcome screen about 6 KB gzipped
 * (docs/decisions.md#size-budgets).
 */
export function Tabs({ label, items, value, defaultValue, onValueChange, panel }: TabsProps) {
  const id = useId()
  const [own, setOwn] = useState(defaultValue ?? items[0]?.value)
  const selected = value ?? own
  const refs = useRef(new Map<string, HTMLButtonElement>())

  function select(next: string) {
    if (next === selected) return
    if (value === undefined) setOwn(next)
    onValueChange?.(next)
  }

  function move(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl'
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
    const last = items.length - 1
    const to =
      event.key === forward
        ? index === last
          ? 0
          : index + 1
        : event.key === backward
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    if (to === undefined) return
    event.preventDefault()
    refs.current.get(items[to]!.value)?.focus()
  }

  const tabId = (v: string) => `${id}-tab-${v}`
  const panelId = (v: string) => (panel === undefined ? `${id}-panel-${v}` : `${id}-panel`)
  return (
    <div>
      <div role="tablist" aria-label={label} aria-orientation="horizontal" className="tabs-list">
        {items.map((item, index) => {
          const active = item.value === selected
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) refs.current.set(item.value, element)
                else refs.current.delete(item.value)
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={active}
              aria-controls={panelId(item.value)}
              data-state={active ? 'active' : 'inactive'}
              tabIndex={active ? 0 : -1}
              className="tabs-trigger"
              // Selected as the pointer goes down (as Radix's tabs did), and on a click: Enter, Space or an
              // assistive technology's activation.
              onMouseDown={(event) => {
                if (event.button === 0 && !event.ctrlKey) select(item.value)
              }}
              onClick={() => select(item.value)}
              onKeyDown={(event) => move(event, index)}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {panel !== undefined && selected !== undefined && (
        <div
          role="tabpanel"
          id={panelId(selected)}
          aria-labelledby={tabId(selected)}
          data-state="active"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern puts the panel next in the Tab order, so a panel of text alone is reached too
          tabIndex={0}
        >
          {panel}
        </div>
      )}
      {panel === undefined &&
        items.map((item) => {
          const active = item.value === selected
          return (
            <div
              key={item.value}
              role="tabpanel"
              id={panelId(item.value)}
              aria-labelledby={tabId(item.value)}
              data-state={active ? 'active' : 'inactive'}
              hidden={!active}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern puts the panel next in the Tab order, so a panel of text alone is reached too
              tabIndex={0}
            >
              {active && item.content}
            </div>
          )
        })}
    </div>
  )
}
