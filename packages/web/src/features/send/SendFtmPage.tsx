import { useAccount, useContacts, useGasPrice } from '@ftm-wallet/react'
import {
  computeEntireBalanceAmount,
  computeTransferableBalance,
  formatUnits,
  type SendDirection,
} from '@ftm-wallet/sdk'
import { type SendFtmParams, sendFtmMachine } from '@ftm-wallet/sdk/machines'
import { useCallback, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import { FlowRunner } from '../../flow/FlowRunner.js'
import { routePath } from '../../navigation/routeNames.js'
import { SummaryList } from '../../ui/SummaryList.js'
import { contactName } from '../contacts/contactName.js'
import { useAddContactDialog } from '../contacts/useAddContactDialog.js'
import { useResolveName } from '../contacts/useResolveName.js'
import { BridgeSend } from './bridge/BridgeSend.js'
import { SendDirectionChoice } from './bridge/SendDirectionChoice.js'
import { isBridgeDirection } from './bridge/sendDirections.js'
import { SendForm } from './SendForm.js'
import { useRecipientFacts } from './useRecipientFacts.js'

/** account-send-transaction-form: send FTM on Opera through the SDK's send machine (form → confirm → result). */
export function SendFtmPage() {
  const address = useParams().address as string
  const navigate = useNavigate()
  const { data: account } = useAccount({ address })
  const { data: gasPrice } = useGasPrice()
  const { contacts } = useContacts()
  const resolveName = useResolveName()
  const addContact = useAddContactDialog()
  const recipientFacts = useRecipientFacts(address)
  const [params, setParams] = useState<SendFtmParams | undefined>()
  const [direction, setDirection] = useState<SendDirection>('OperaToOpera')
  const ready = account !== undefined && gasPrice !== undefined
  const balances = ready ? { balance: account.balance, gasPrice } : undefined
  const onEnd = useCallback(
    (outcome: 'closed' | 'cancelled') =>
      outcome === 'closed' ? navigate(routePath('account-history', { address })) : setParams(undefined),
    [navigate, address],
  )

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
