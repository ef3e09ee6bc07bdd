import type { UniswapPair } from '@ftm-wallet/sdk'
import { CopyButton } from '../../ui/CopyButton.js'
import { useExplorer } from '../../ui/useExplorer.js'

/** Pair information: pair name, pair address (explorer link, copyable) and each token's address (copyable). */
export function PairInformation({ pair, name }: { pair: UniswapPair; name: string }) {
  const explorer = useExplorer()
  return (
    <section className="card stack" aria-labelledby="pair-info-title">
      <h2 id="pair-info-title">Pair information</h2>
      <dl className="pair-info">
        <div>
          <dt>Pair name</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt>Pair address</dt>
          <dd>
            <a
              className="mono"
              href={explorer.address(pair.pairAddress)}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="pair-address"
            >
              {pair.pairAddress}
            </a>
            <CopyButton text={pair.pairAddress} label="Copy pair address" isAddress={false} />
          </dd>
        </div>
        {pair.tokens.map((token) => (
          <div key={token.address}>
            <dt>{token.symbol} address</dt>
            <dd>
              <span className="mono">{token.address}</span>
              <CopyButton text={token.address} label={`Copy ${token.symbol} address`} isAddress={false} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
