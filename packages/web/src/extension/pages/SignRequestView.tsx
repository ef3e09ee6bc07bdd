import type {
  ApprovalView,
  MessageView,
  SiweView,
  TypedDataNode,
  TypedDataView,
} from './describeSignRequest.js'

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

/** A Sign-In with Ethereum message: its fields, with the warning when its domain is not the requesting site. */
export function SignInView({ view }: { view: SiweView }) {
  return (
    <section className="stack" aria-label="Sign-in request">
      <h2>Sign in to {view.domain}</h2>
      {view.warning && (
        <p className="message message-warning" role="alert">
          {view.warning}
        </p>
      )}
      {view.statement && <p>{view.statement}</p>}
      <dl>
        <div>
          <dt>Account</dt>
          <dd className="mono">{view.address}</dd>
        </div>
        {view.fields.map((field) => (
          <div key={field.label}>
            <dt>{field.label}</dt>
            <dd className="mono">{field.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

/** An EIP-2612 or Permit2 permit shown as the approvals it grants, each unlimited one with its warning. */
export function ApprovalRequestView({ view }: { view: ApprovalView }) {
  return (
    <section className="stack" aria-label="Approval">
      <h2>Approval ({view.kind})</h2>
      {view.warnings.map((warning) => (
        <p key={warning} className="message message-warning" role="alert">
          {warning}
        </p>
      ))}
      {view.items.map((item) => (
        <dl key={`${item.token}-${item.spender}-${item.amount}`}>
          <div>
            <dt>Token</dt>
            <dd className="mono">{item.token}</dd>
          </div>
          <div>
            <dt>Spender</dt>
            <dd className="mono">{item.spender}</dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd className="mono">{item.unlimited ? 'UNLIMITED' : `${item.amount} (smallest units)`}</dd>
          </div>
          {item.until && (
            <div>
              <dt>Until</dt>
              <dd className="mono">{item.until}</dd>
            </div>
          )}
        </dl>
      ))}
    </section>
  )
}
