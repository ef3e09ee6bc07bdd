import { MainMenu } from './MainMenu.js'

/** The main menu as a bottom bar, shown up to 768 px wide. */
export function BottomBar({ address }: { address: string | undefined }) {
  return (
    <nav className="bottom-bar only-mobile" aria-label="Main menu (mobile)">
      <MainMenu address={address} />
    </nav>
  )
}
