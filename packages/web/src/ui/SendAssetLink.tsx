import { Link } from 'react-router'

/**
 * docs/behaviour/tokens-and-assets.md#assets-table: the Send action is hidden for SFTM (it is minted against a
 * delegation, not freely sent).
 */
export const canSendAsset = (symbol: string) => symbol.toUpperCase() !== 'SFTM'

/** The Send action of an asset row (history asset tables, fMint asset list): a link to the token send form, none for SFTM. */
export function SendAssetLink({ symbol, to }: { symbol: string; to: string }) {
  if (!canSendAsset(symbol)) return null
  return (
    <Link className="btn btn-secondary btn-small" to={to}>
      Send <span className="visually-hidden">{symbol}</span>
    </Link>
  )
}
