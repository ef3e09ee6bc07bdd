import type { MessageView, TypedDataNode, TypedDataView } from './describeSignRequest.js'

/** A `personal_sign` message: its text, or its hex with the warning (docs/behaviour/extension.md#signing-windows). */
export function SignMessageView({ view }: { view: MessageView }) {
  return (
    <section className="stack" aria-label="Message">
      <h2>Message</h2>
      {view.kind === 'text' ? (
        <pre className="sign-message">{view.text}</pre>
      ) : (
        <>
          <p className="message message-warning" role="alert">
            {view.warning}
          </p>
          <pre className="sign-message mono">{view.hex}</pre>
        </>
      )}
    </section>
  )
}

function Node({ node }: { node: TypedDataNode }) {
  return (
    <li>
      <span className="sign-field">{node.name}</span> <span className="dim">({node.type})</span>
      {node.value !== undefined && <span className="mono">: {node.value}</span>}
      {node.children && (
        <ul>
          {node.children.map((child) => (
            <Node key={child.name} node={child} />
          ))}
        </ul>
      )}
    </li>
  )
}

/** EIP-712 typed data: the domain (chain id flagged when it is not the active network) and the message as a tree. */
export function SignTypedDataView({ view }: { view: TypedDataView }) {
  return (
    <section className="stack" aria-label="Typed data">
      <h2>Domain</h2>
      <dl>
        {view.domain.map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd className="mono">
              {row.value}
              {row.flagged && (
                <strong className="message message-warning" role="alert">
                  {' '}
                  {row.flagged}
                </strong>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <h2>{view.primaryType}</h2>
      <ul aria-label="Message fields">
        {view.message.map((node) => (
          <Node key={node.name} node={node} />
        ))}
      </ul>
    </section>
  )
}
