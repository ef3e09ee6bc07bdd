import * as RadixTabs from '@radix-ui/react-tabs'
import type { ReactNode } from 'react'
import { useDocumentDirection } from './useDocumentDirection.js'

export interface TabItem {
  value: string
  label: ReactNode
  content: ReactNode
}

export interface TabsProps {
  label: string
  items: readonly TabItem[]
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
}

/** Keyboard-usable tabs (arrow keys move between tabs). */
export function Tabs({ label, items, value, defaultValue, onValueChange }: TabsProps) {
  const dir = useDocumentDirection()
  return (
    <RadixTabs.Root
      dir={dir}
      value={value}
      defaultValue={defaultValue ?? items[0]?.value}
      onValueChange={onValueChange}
      activationMode="manual"
    >
      <RadixTabs.List className="tabs-list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className="tabs-trigger">
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  )
}
