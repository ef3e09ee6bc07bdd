import { Link } from 'react-router'
import { routePath } from '../../../navigation/routeNames.js'

// One function for every render, so React calls it when the link is attached, not again on each render.
const focusOnce = (link: HTMLAnchorElement | null) => link?.focus()

/**
 * The end of creating or restoring a wallet: 'Access your wallet' opens its history, closing the wizard. It takes the
 * focus when it shows, the window's first control on its last step (docs/behaviour/app-shell.md#windows): the step
 * that held the focus is gone, and the window would otherwise move the focus to itself, once per removed element,
 * each time laying the page out again.
 */
export function AccessWalletLink({ address, onClose }: { address: string; onClose: () => void }) {
  return (
    <p>
      <Link ref={focusOnce} className="btn" to={routePath('account-history', { address })} onClick={onClose}>
        Access your wallet
      </Link>
    </p>
  )
}
