import {
  computeEntireBalanceAmount,
  computeTransferableBalance,
  formatUnits,
  type SendDirection,
} from '@ftm-wallet/sdk'
import { type SendFtmParams, sendFtmMachine } from '@ftm-wallet/sdk/machines'
import { useState } from 'react'
import { useParams } from 'react-router'
import { FlowRunner } from '../../flow/FlowRunner.js'
import { SummaryList } from '../../ui/SummaryList.js'
import { contactName } from '../contacts/contactName.js'
import { BridgeSend } from './bridge/BridgeSend.js'
import { SendDirectionChoice } from './bridge/SendDirectionChoice.js'
import { isBridgeDirection } from './bridge/sendDirections.js'
import { SendForm } from './SendForm.js'
import { useSendPage } from './useSendPage.js'

/** account-send-transaction-form: send FTM on Opera through the SDK's send machine (form → confirm → result). */
export function SendFtmPage() {
  const address = useParams().address as string
  const { account, gasPrice, contacts, resolveName, addContact, recipientFacts, params, setParams, onEnd } =
    useSendPage<SendFtmParams>(address)
  const [direction, setDirection] = useState<SendDirection>('OperaToOpera')
  const ready = account !== undefined && gasPrice !== undefined
  const balances = ready ? { balance: account.balance, gasPrice } : undefined

  return (
    <section className="card stack" aria-labelledby="send-title">
      <h2 id="send-title">Send Opera FTM</h2>
      {params ? (
        <FlowRunner machine={sendFtmMachine} params={params} onEnd={onEnd}>
          <SummaryList
            items={[
              { label: 'Send', value: `${formatUnits(params.amount)} FTM` },
              { label: 'To', value: params.recipient, mono: true },
              !!contactName(contacts, params.recipient) && {
                label: 'Contact',
                value: contactName(contacts, params.recipient),
              },
              !!params.memo && { label: 'Memo', value: params.memo },
            ]}
          />
        </FlowRunner>
      ) : isBridgeDirection(direction) ? (
        <BridgeSend
          direction={direction}
          onDirectionChange={setDirection}
          available={balances && computeTransferableBalance(balances)}
          entireBalance={balances && computeEntireBalanceAmount(balances)}
          contacts={contacts}
          onEnd={onEnd}
        />
      ) : (
        <>
          <SendDirectionChoice value={direction} onChange={setDirection} />
          <SendForm
            symbol="FTM"
            decimals={18}
            available={balances && computeTransferableBalance(balances)}
            entireBalance={balances && computeEntireBalanceAmount(balances)}
            withMemo
            contacts={contacts}
            recipientFacts={recipientFacts}
            resolveName={resolveName}
            saveContact={addContact}
            onSubmit={({ recipient, amount, memo }) => setParams({ recipient, amount, memo })}
          />
        </>
      )}
      {addContact.dialog}
    </section>
  )
}
