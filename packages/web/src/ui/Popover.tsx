import * as RadixPopover from '@radix-ui/react-popover'
import type { ReactNode } from 'react'

export interface PopoverProps {
  trigger: ReactNode
  children: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
  label?: string
}

/** A popover anchored to its trigger; Escape or a click outside closes it. */
export function Popover({ trigger, children, open, onOpenChange, label }: PopoverProps) {
  return (
    <RadixPopover.Root open={open} onOpenChange={onOpenChange}>
      <RadixPopover.Trigger asChild>{trigger}</RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content className="popover-content" sideOffset={6} aria-label={label}>
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  )
}
