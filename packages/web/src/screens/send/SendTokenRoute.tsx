import { useContacts, useDefiTokens } from '@ftm-wallet/react'
import { formatUnits, type SendTokenParams, sendTokenMachine } from '@ftm-wallet/sdk'
import { useCallback, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { FlowRunner } from '../../areas/confirm/FlowRunner.js'
import { routePath } from '../../routes/routeNames.js'
import { useResolveName } from '../contacts/useResolveName.js'
import { SendForm } from './SendForm.js'

/** account-send-erc20 (parameter token: the token's address): send a token through the SDK's send machine. */
export function Component() {
  const { address, token } = useParams() as { address: string; token: string }
  const navigate = useNavigate()
  const tokens = useDefiTokens({ owner: address })
  const { contacts } = useContacts()
  const resolveName = useResolveName()
  const [params, setParams] = useState<SendTokenParams | undefined>()
  const info = tokens.data?.find((t) => t.address.toLowerCase() === token.toLowerCase())
  const onEnd = useCallback(
    (outcome: 'closed' | 'cancelled') =>
      outcome === 'closed' ? navigate(routePath('account-history', { address })) : setParams(undefined),
    [navigate, address],
  )
  if (tokens.isSuccess && !info) {
    return (
      <section className="card" role="alert">
        <h2>Unknown token</h2>
        <p>This wallet does not know the token {token}.</p>
      </section>
    )
  }
  const symbol = info?.symbol ?? ''
  return (
    <section className="card stack" aria-labelledby="send-title">
      <h2 id="send-title">Send {symbol}</h2>
      {params && info ? (
        <FlowRunner machine={sendTokenMachine} params={params} onEnd={onEnd}>
          <p>
            Send {formatUnits(params.amount, info.decimals)} {symbol} to{' '}
            <span className="mono">{params.recipient}</span>
          </p>
        </FlowRunner>
      ) : (
        <SendForm
          symbol={symbol}
          decimals={info?.decimals ?? 18}
          available={info?.availableBalance}
          entireBalance={info?.availableBalance}
          withMemo={false}
          contacts={contacts}
          resolveName={resolveName}
          onSubmit={({ recipient, amount }) => info && setParams({ token: info.address, recipient, amount })}
        />
      )}
    </section>
  )
}
