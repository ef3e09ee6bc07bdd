import * as RadixDialog from '@radix-ui/react-dialog'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { useOpenedOnce } from '../ui/useOpenedOnce.js'
import { MenuIcon } from './icons.js'
import { MainMenu } from './MainMenu.js'

/** The main menu in a drawer behind a hamburger button (from 769 px); it closes on every route change. */
export function MenuDrawer({ address }: { address: string | undefined }) {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is what a new pathname means here
  useEffect(() => setOpen(false), [pathname])
  // The drawer's window joins the page when it first opens (docs/decisions.md#web-start-up).
  const opened = useOpenedOnce(open)
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger className="btn btn-icon only-desktop" aria-label="Open menu">
        <MenuIcon />
      </RadixDialog.Trigger>
      {opened && (
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="dialog-overlay" />
          <RadixDialog.Content className="drawer-content" aria-describedby={undefined}>
            <div className="dialog-header">
              <RadixDialog.Title>Menu</RadixDialog.Title>
              <RadixDialog.Close className="btn btn-icon" aria-label="Close menu">
                <span aria-hidden="true">✕</span>
              </RadixDialog.Close>
            </div>
            <nav aria-label="Main menu">
              <MainMenu address={address} />
            </nav>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      )}
    </RadixDialog.Root>
  )
}
