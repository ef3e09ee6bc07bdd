import { useDefiTokens } from '@ftm-wallet/react'
import { computeDisplayDecimals, computeGasWarning, formatUnits, isSameAddress } from '@ftm-wallet/sdk'
import { type SendTokenParams, sendTokenMachine } from '@ftm-wallet/sdk/machines'
import { useParams } from 'react-router'
import { FlowRunner } from '../../flow/FlowRunner.js'
import { showTokenSymbols } from '../../ui/tokenSymbol.js'
import { useOldAssets } from '../account/useOldAssets.js'
import { contactName } from '../contacts/contactName.js'
import { SendForm } from './SendForm.js'
import { useSendPage } from './useSendPage.js'

interface SendableToken {
  address: string
  symbol: string
  decimals: number
  /** Base units the account holds; undefined while unknown. */
  balance: bigint | undefined
  /** Decimals shown for it, by its price (6 while the price is unknown). */
  displayDecimals: number
}

/**
 * The token to send: one of the DeFi tokens, else any ERC-20 the account received or added as a custom token
 * (the 'Assets old' list, asked only when the DeFi list does not know the address).
 */
function useSendableToken(owner: string, token: string) {
  const defiTokens = useDefiTokens({ owner, query: { select: showTokenSymbols } })
  const defi = defiTokens.data?.find((t) => isSameAddress(t.address, token))
  const settled = defiTokens.isSuccess || defiTokens.isError
  const others = useOldAssets(owner, settled && !defi)
  const other = others.data?.find((t) => isSameAddress(t.address, token))
  const info: SendableToken | undefined = defi
    ? {
        address: defi.address,
        symbol: defi.symbol,
        decimals: defi.decimals,
        balance: defi.availableBalance,
        displayDecimals: computeDisplayDecimals(Number(defi.price) / 10 ** defi.priceDecimals),
      }
    : other && { ...other, displayDecimals: computeDisplayDecimals(0) }
  // A failed poll keeps the token found before: only a list that never loaded is an error.
  return { info, error: info ? null : others.error, unknown: !info && others.isSuccess }
}

/** account-send-erc20 (parameter token: the token's address): send an ERC-20 through the SDK's send machine. */
export function SendTokenPage() {
  const { address, token } = useParams() as { address: string; token: string }
  const { info, error, unknown } = useSendableToken(address, token)
  const { account, gasPrice, contacts, resolveName, addContact, recipientFacts, params, setParams, onEnd } =
    useSendPage<SendTokenParams>(address)
  if (error) {
    return (
      <p className="card message message-error" role="alert">
        {error.message}
      </p>
    )
  }
  if (unknown) {
    return (
      <section className="card" role="alert">
        <h2>Unknown token</h2>
        <p>This wallet does not know the token {token}.</p>
      </section>
    )
  }
  const symbol = info?.symbol ?? ''
  // docs/behaviour/send-and-receive.md#send-form: a token send still pays its fee in FTM; without enough FTM the form
  // warns and cannot submit.
  const gasWarning =
    account && gasPrice !== undefined ? computeGasWarning({ balance: account.balance, gasPrice }) : undefined
  return (
    <section className="card stack" aria-labelledby="send-title">
      <h2 id="send-title">Send {symbol}</h2>
      {params && info ? (
        <FlowRunner machine={sendTokenMachine} params={params} onEnd={onEnd}>
          <p>
            Send {formatUnits(params.amount, info.decimals)} {symbol} to{' '}
            <span className="mono">{params.recipient}</span>
            {contactName(contacts, params.recipient) && ` (${contactName(contacts, params.recipient)})`}
          </p>
        </FlowRunner>
      ) : (
        <SendForm
          symbol={symbol}
          decimals={info?.decimals ?? 18}
          available={info?.balance}
          displayDecimals={info?.displayDecimals}
          entireBalance={info?.balance}
          withMemo={false}
          warning={gasWarning}
          contacts={contacts}
          recipientFacts={recipientFacts}
          token={info && { address: info.address, symbol: info.symbol }}
          resolveName={resolveName}
          saveContact={addContact}
          onSubmit={({ recipient, amount }) => info && setParams({ token: info.address, recipient, amount })}
        />
      )}
      {addContact.dialog}
    </section>
  )
}
