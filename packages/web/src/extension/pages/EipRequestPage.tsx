import { signerForAccount, useAccounts, useWallet } from '@ftm-wallet/react'
import { isWalletError, LEDGER_FANTOM_MESSAGE_UNSUPPORTED, prepareTypedData } from '@ftm-wallet/sdk'
import { useEffect, useMemo, useState } from 'react'
import { useParams } from 'react-router'
import { useCustomTokens } from '../../features/tokens/useCustomTokens.js'
import type { PendingSiteRequest } from '../parseExtensionMessage.js'
import { describeApproval, describeMessage, describeSiwe, describeTypedData } from './describeSignRequest.js'
import { getExtensionBridge, NOT_IN_EXTENSION } from './extensionBridge.js'
import { ApprovalRequestView, SignInView, SignMessageView, SignTypedDataView } from './SignRequestView.js'
import { SiteConfirm } from './SiteConfirm.js'

type Stage = 'loading' | 'gone' | 'ready' | 'working' | 'done' | 'rejected'

/**
 * A site's request that the user confirms or rejects (docs/behaviour/extension.md#signing-windows): a message or
 * typed data to sign (shown in full before the password field), a network to add, a token to watch. The worker
 * hands the request over (`wallet_siteRequest_ready`) and gets the answer (`wallet_siteRequest_done` with the
 * signature, or `wallet_siteRequest_rejected`).
 */
export function EipRequestPage() {
  const { id = '' } = useParams()
  const bridge = useMemo(() => getExtensionBridge(), [])
  const [pending, setPending] = useState<PendingSiteRequest | null>(null)
  const [stage, setStage] = useState<Stage>('loading')

  useEffect(() => {
    if (!bridge) return
    let live = true
    bridge.readySiteRequest(id).then(
      (found) => {
        if (!live) return
        setPending(found)
        setStage(found ? 'ready' : 'gone')
      },
      () => live && setStage('gone'),
    )
    return () => {
      live = false
    }
  }, [bridge, id])

  if (!bridge) return <p className="card message message-info">{NOT_IN_EXTENSION}</p>
  if (stage === 'loading') return <p aria-busy="true">Loading…</p>
  if (stage === 'gone' || !pending) return <p className="card">This request is no longer waiting for you.</p>
  if (stage === 'rejected') return <p role="status">Rejected.</p>
  if (stage === 'done') return <p role="status">Done.</p>

  const reject = async () => {
    await bridge.send({ type: 'wallet_siteRequest_rejected', id })
    setStage('rejected')
    window.close()
  }
  const done = async (signature?: `0x${string}`) => {
    await bridge.send({ type: 'wallet_siteRequest_done', id, ...(signature ? { signature } : {}) })
    setStage('done')
    window.close()
  }
  const { request, origin } = pending
  return (
    <section className="card stack" aria-labelledby="eip-request-title">
      <h1 id="eip-request-title">{TITLES[request.method]}</h1>
      <dl>
        <dt>Site</dt>
        <dd className="mono" data-testid="eip-site">
          {origin}
        </dd>
      </dl>
      {request.method === 'personal_sign' || request.method === 'eth_signTypedData_v4' ? (
        <SignRequest pending={pending} onSigned={done} onReject={reject} />
      ) : request.method === 'wallet_addEthereumChain' ? (
        <>
          <dl>
            <dt>Network</dt>
            <dd>{request.chain.chainName}</dd>
            <dt>Chain id</dt>
            <dd className="mono">{request.chain.chainId}</dd>
            <dt>RPC endpoint</dt>
            <dd className="mono">{request.chain.rpcUrl}</dd>
            <dt>Currency</dt>
            <dd>
              {request.chain.nativeCurrency.name} ({request.chain.nativeCurrency.symbol})
            </dd>
            {request.chain.explorerUrl && (
              <>
                <dt>Block explorer</dt>
                <dd className="mono">{request.chain.explorerUrl}</dd>
              </>
            )}
          </dl>
          <p>
            The wallet checked that this endpoint answers chain id {request.chain.chainId}. Adding the network
            makes it the active one; it runs over JSON-RPC only.
          </p>
          <Buttons confirm="Add network" onConfirm={() => void done()} onReject={() => void reject()} />
        </>
      ) : (
        <WatchAsset pending={pending} onAdded={() => void done()} onReject={() => void reject()} />
      )}
    </section>
  )
}

const TITLES: Record<PendingSiteRequest['request']['method'], string> = {
  personal_sign: 'Signature request',
  eth_signTypedData_v4: 'Signature request',
  wallet_addEthereumChain: 'Add a network',
  wallet_watchAsset: 'Add a token',
}

function Buttons(props: { confirm: string; onConfirm(): void; onReject(): void }) {
  return (
    <div className="row">
      <button type="button" className="btn" onClick={props.onReject}>
        Reject
      </button>
      <button type="button" className="btn btn-primary" onClick={props.onConfirm}>
        {props.confirm}
      </button>
    </div>
  )
}

function WatchAsset(props: { pending: PendingSiteRequest; onAdded(): void; onReject(): void }) {
  const { add } = useCustomTokens()
  const [error, setError] = useState<string>()
  if (props.pending.request.method !== 'wallet_watchAsset') return null
  const { asset } = props.pending.request
  const confirm = async () => {
    try {
      await add({ address: asset.address, symbol: asset.symbol, decimals: asset.decimals })
      props.onAdded()
    } catch (e) {
      setError((e as Error).message)
    }
  }
  return (
    <>
      <dl>
        <dt>Token</dt>
        <dd>{asset.symbol}</dd>
        <dt>Contract</dt>
        <dd className="mono">{asset.address}</dd>
        <dt>Decimals</dt>
        <dd>{asset.decimals}</dd>
      </dl>
      <p>The token joins your wallet's token list.</p>
      {error && <p role="alert">{error}</p>}
      <Buttons confirm="Add token" onConfirm={() => void confirm()} onReject={props.onReject} />
    </>
  )
}

/**
 * What is signed, shown in full before the account confirms: a message as text (a sign-in with its fields) or as hex
 * with the warning; typed data as its domain and tree, a permit as the approval it grants. Typed data for another
 * chain than the active one needs the user's explicit confirmation of that chain. Every account type confirms
 * (docs/behaviour/extension.md#who-confirms): a keystore with the password, a Ledger on the device (the Fantom app
 * cannot sign messages: the window says to use the Ethereum app), an external wallet in its own app. A rejection on
 * the device or in the wallet's app is the user's rejection (4001 to the site).
 */
function SignRequest(props: {
  pending: PendingSiteRequest
  onSigned(signature: `0x${string}`): Promise<void>
  onReject(): Promise<void>
}) {
  const { request, origin } = props.pending
  const { network, services, signers } = useWallet()
  const { accounts } = useAccounts()
  const [error, setError] = useState<string>()
  const [working, setWorking] = useState(false)
  const [chainConfirmed, setChainConfirmed] = useState(false)
  const address =
    request.method === 'personal_sign' || request.method === 'eth_signTypedData_v4' ? request.address : ''
  // One address may be in the list as a Ledger of either app: the Ethereum app's account signs messages.
  const matching = accounts.filter((a) => a.address === address)
  const account = matching.find((a) => a.type !== 'ledger') ?? matching[0]
  const signer = useMemo(
    () => account && signerForAccount(account, { network, services, signers, prepareTypedData }),
    [account, network, services, signers],
  )

  const shown = useMemo(() => {
    if (request.method === 'personal_sign') {
      const message = describeMessage(request.message)
      const siwe = message.view.kind === 'text' ? describeSiwe(message.view.text, origin) : null
      return { kind: 'message' as const, message, siwe }
    }
    if (request.method === 'eth_signTypedData_v4') {
      const view = describeTypedData(request.typedData, network.chainId)
      return { kind: 'typed' as const, view, approval: describeApproval(view.typedData) }
    }
    return null
  }, [request, origin, network.chainId])
  if (!shown) return null

  const needsChainConfirmation = shown.kind === 'typed' && shown.view.otherChainId !== undefined
  const sign = async (password?: string) => {
    if (!signer?.signMessage || !signer.signTypedData) return
    if (needsChainConfirmation && !chainConfirmed) {
      setError(`Confirm signing for chain ${shown.view.otherChainId} first.`)
      return
    }
    setWorking(true)
    setError(undefined)
    try {
      const signature =
        shown.kind === 'message'
          ? await signer.signMessage(shown.message.bytes, { password })
          : await signer.signTypedData(shown.view.typedData, {
              password,
              confirmedChainId: chainConfirmed ? shown.view.otherChainId : undefined,
            })
      await props.onSigned(signature)
    } catch (e) {
      if (signer.confirmation !== 'password' && isWalletError(e, 'SIGNER_REJECTED')) {
        await props.onReject()
        return
      }
      setError((e as Error).message)
    } finally {
      setWorking(false)
    }
  }

  return (
    <>
      <dl>
        <dt>Account</dt>
        <dd className="mono" data-testid="eip-account">
          {account ? `${account.name} ${account.address}` : address}
        </dd>
      </dl>
      {shown.kind === 'message' && shown.siwe && <SignInView view={shown.siwe} />}
      {shown.kind === 'message' && <SignMessageView view={shown.message.view} />}
      {shown.kind === 'typed' && shown.approval && <ApprovalRequestView view={shown.approval} />}
      {shown.kind === 'typed' && <SignTypedDataView view={shown.view} />}
      {needsChainConfirmation && (
        <label className="row">
          <input
            type="checkbox"
            checked={chainConfirmed}
            onChange={(e) => setChainConfirmed(e.target.checked)}
          />
          Sign for chain {shown.view.otherChainId} although the wallet is on chain {network.chainId}
        </label>
      )}
      {!account || !signer || signer.kind === 'ledger' ? (
        <div className="stack">
          <p role="alert">
            {signer?.kind === 'ledger' ? LEDGER_FANTOM_MESSAGE_UNSUPPORTED : SITE_CANNOT_SIGN}
          </p>
          <button type="button" className="btn" onClick={() => void props.onReject()}>
            Reject
          </button>
        </div>
      ) : (
        <SiteConfirm
          confirmation={signer.confirmation}
          accountType={account.type}
          action="sign"
          working={working}
          error={error}
          onConfirm={(password) => void sign(password)}
          onReject={() => void props.onReject()}
        />
      )}
    </>
  )
}

/** When the named account is not in the wallet, or the wallet has no way to reach its signer here. */
export const SITE_CANNOT_SIGN = 'This account cannot sign here: the wallet has no way to reach it.'
