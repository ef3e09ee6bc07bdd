import { useIsMobile } from '../platform/useIsMobile.js'
import { MainMenu } from './MainMenu.js'

/**
 * The main menu as a bottom bar, up to 768 px wide. A wider screen does not render it at all (its CSS would hide it
 * anyway), so the first render there is spared its seven links (docs/decisions.md#web-start-up); it appears when the
 * screen narrows.
 */
export function BottomBar({ address }: { address: string | undefined }) {
  const mobile = useIsMobile()
  if (!mobile) return null
  return (
    <nav className="bottom-bar only-mobile" aria-label="Main menu (mobile)">
      <MainMenu address={address} />
    </nav>
  )
}
