import { Link } from 'react-router'
import { routePath } from '../../../navigation/routeNames.js'

/** The end of creating or restoring a wallet: 'Access your wallet' opens its history, closing the wizard. */
export function AccessWalletLink({ address, onClose }: { address: string; onClose: () => void }) {
  return (
    <p>
      <Link className="btn" to={routePath('account-history', { address })} onClick={onClose}>
        Access your wallet
      </Link>
    </p>
  )
}
