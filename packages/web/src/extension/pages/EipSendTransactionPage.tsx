import { signerForAccount, useAccounts, useConfirmationSources, useWallet } from '@ftm-wallet/react'
import {
  DEPLOY_CONTRACT,
  isWalletError,
  type TransactionConfirmation,
  TX_MESSAGES,
  waitForTransaction,
} from '@ftm-wallet/sdk'
import { useEffect, useMemo, useState } from 'react'
import { useParams } from 'react-router'
import { ConfirmationDetails, SendAnywayGate } from '../../flow/ConfirmationDetails.js'
import { CONFIRM_TEXTS } from '../../flow/confirmTexts.js'
import type { PendingTransaction } from '../parseExtensionMessage.js'
import { parseTransactionRequest } from '../parseTransactionRequest.js'
import { SITE_CANNOT_SIGN } from './EipRequestPage.js'
import { getExtensionBridge, NOT_IN_EXTENSION } from './extensionBridge.js'
import {
  legacySiteRequest,
  reviewSiteTransaction,
  type SitePreparedTransaction,
  sendSiteTransaction,
} from './prepareSiteTransaction.js'
import { SiteConfirm } from './SiteConfirm.js'

type Stage =
  | { name: 'loading' }
  | { name: 'gone' }
  | {
      name: 'confirm'
      prepared: SitePreparedTransaction | null
      confirmation?: TransactionConfirmation
      error?: string
    }
  | { name: 'sending' }
  | { name: 'sent'; hash: string; verified: boolean | null }
  | { name: 'rejected' }

/**
 * A site's transaction (docs/behaviour/extension.md#site-pages, /eip-send-transaction/{id}): asks the worker for it
 * (`wallet_sendTransaction_ready`), shows what it does and costs (the confirmation summary,
 * docs/behaviour/signing.md) before the account confirms it as it signs everywhere (docs/behaviour/extension.md#who-confirms):
 * a keystore with the password, a Ledger on the device (a legacy transaction: the request's EIP-1559 fees give way to
 * the network's gas price, and that is what is shown), an external wallet in its own app, which also broadcasts it.
 * The hash goes back to the site (`wallet_sendTransaction_done`). Reject, or a rejection on the device or in the
 * wallet's app, refuses it (4001). A
 * transaction without `to` is titled 'Deploy a contract' and its summary has no recipient
 * (docs/behaviour/extension.md#site-pages).
 */
export function EipSendTransactionPage() {
  const { id = '' } = useParams()
  const bridge = useMemo(() => getExtensionBridge(), [])
  const { client, network, services, signers } = useWallet()
  const { accounts } = useAccounts()
  const sources = useConfirmationSources()
  const [pending, setPending] = useState<PendingTransaction | null>(null)
  const [stage, setStage] = useState<Stage>({ name: 'loading' })
  const asked = useMemo(
    () => pending && parseTransactionRequest(pending.transaction, network.chainId),
    [pending, network.chainId],
  )
  const account = accounts.find((a) => a.address === asked?.from)
  const signer = useMemo(
    () => account && signerForAccount(account, { network, services, signers }),
    [account, network, services, signers],
  )
  const confirmation = signer?.confirmation
  // What is prepared, shown and signed: a Ledger signs legacy transactions only.
  const request = useMemo(
    () => (asked && confirmation === 'device' ? legacySiteRequest(asked) : asked),
    [asked, confirmation],
  )

  useEffect(() => {
    if (!bridge) return
    let live = true
    bridge.readyTransaction(id).then(
      (found) => {
        if (!live) return
        setPending(found)
        if (!found) setStage({ name: 'gone' })
      },
      () => live && setStage({ name: 'gone' }),
    )
    return () => {
      live = false
    }
  }, [bridge, id])

  useEffect(() => {
    if (!request) return
    let live = true
    setStage({ name: 'confirm', prepared: null })
    reviewSiteTransaction({ client, network, request, sources }).then(
      ({ prepared, confirmation }) => live && setStage({ name: 'confirm', prepared, confirmation }),
      (e: unknown) => live && setStage({ name: 'confirm', prepared: null, error: (e as Error).message }),
    )
    return () => {
      live = false
    }
  }, [request, client, network, sources])

  if (!bridge) return <p className="card message message-info">{NOT_IN_EXTENSION}</p>
  if (stage.name === 'loading') return <p aria-busy="true">Loading…</p>
  if (stage.name === 'gone' || !pending || !request)
    return <p className="card">This request is no longer waiting for you.</p>

  const reject = async () => {
    await bridge.send({ type: 'wallet_sendTransaction_rejected', id })
    setStage({ name: 'rejected' })
    window.close()
  }
  const confirm = async (password?: string) => {
    if (stage.name !== 'confirm' || !stage.prepared || !signer) return
    const prepared = stage.prepared
    setStage({ name: 'sending' })
    try {
      const hash = await sendSiteTransaction({
        client,
        signer,
        transaction: prepared,
        password,
        pending: services.pending,
        summary: stage.confirmation?.call.sentence,
      })
      await bridge.send({ type: 'wallet_sendTransaction_done', id, hash })
      setStage({ name: 'sent', hash, verified: null })
      // docs/behaviour/pending-transactions.md#notices: this window shows the outcome; the wallet's tracker follows
      // the transaction when it closes first.
      waitForTransaction({ client, hash }).then(
        async () => {
          setStage({ name: 'sent', hash, verified: true })
          await services.pending?.setStatus(hash, { status: 'mined' })
          await services.pending?.dismiss(hash)
        },
        () => setStage({ name: 'sent', hash, verified: false }),
      )
    } catch (e) {
      if (signer.confirmation !== 'password' && isWalletError(e, 'SIGNER_REJECTED')) {
        await reject()
        return
      }
      setStage({ ...stage, error: (e as Error).message })
    }
  }

  return (
    <section className="card stack" aria-labelledby="eip-send-title">
      <h1 id="eip-send-title">{request.to === null ? DEPLOY_CONTRACT : 'Site transaction'}</h1>
      <dl className="stack">
        <dt>Site</dt>
        <dd className="mono" data-testid="eip-site">
          {pending.origin}
        </dd>
        {request.data !== '0x' && (
          <>
            <dt>{request.to === null ? 'Contract code' : 'Data'}</dt>
            {request.to === null ? (
              // A creation's code runs to kilobytes: folded, so the summary and the password field stay in view.
              <dd>
                <details>
                  <summary>{`${(request.data.length - 2) / 2} bytes`}</summary>
                  <p className="mono" data-testid="eip-contract-code">
                    {request.data}
                  </p>
                </details>
              </dd>
            ) : (
              <dd className="mono">{request.data}</dd>
            )}
          </>
        )}
      </dl>
      {stage.name === 'confirm' && !stage.confirmation && !stage.error && <p aria-busy="true">Preparing…</p>}
      {stage.name === 'confirm' && stage.confirmation && (
        <ConfirmationDetails confirmation={stage.confirmation} />
      )}
      {stage.name === 'confirm' && (!account || !signer) && (
        <div className="stack">
          <p role="alert">{SITE_CANNOT_SIGN}</p>
          <button type="button" className="btn" onClick={() => void reject()}>
            Reject
          </button>
        </div>
      )}
      {stage.name === 'confirm' && account && signer && (stage.confirmation || stage.error) && (
        <SendAnywayGate confirmation={stage.confirmation} onCancel={() => void reject()}>
          {() => (
            <SiteConfirm
              confirmation={signer.confirmation}
              accountType={account.type}
              action="send"
              working={false}
              error={stage.error ?? stage.prepared?.error ?? undefined}
              onConfirm={(password) => void confirm(password)}
              onReject={() => void reject()}
            />
          )}
        </SendAnywayGate>
      )}
      {stage.name === 'sending' &&
        (signer && account && signer.confirmation !== 'password' ? (
          <SiteConfirm
            confirmation={signer.confirmation}
            accountType={account.type}
            action="send"
            working
            onConfirm={() => undefined}
            onReject={() => undefined}
          />
        ) : (
          <p aria-busy="true">Sending…</p>
        ))}
      {stage.name === 'sent' && (
        <div className="stack" role="status">
          <p>
            {stage.verified === null
              ? TX_MESSAGES.verifying
              : stage.verified
                ? CONFIRM_TEXTS.success
                : TX_MESSAGES.failed}
          </p>
          <p className="mono" data-testid="eip-tx-hash">
            {stage.hash}
          </p>
          <button type="button" className="btn" onClick={() => window.close()}>
            Close
          </button>
        </div>
      )}
      {stage.name === 'rejected' && <p role="status">{CONFIRM_TEXTS.rejected}</p>}
    </section>
  )
}
