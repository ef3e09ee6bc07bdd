import { useAccount, useContacts, useGasPrice } from '@ftm-wallet/react'
import { useCallback, useState } from 'react'
import { useNavigate } from 'react-router'
import { routePath } from '../../navigation/routeNames.js'
import { useAddContactDialog } from '../contacts/useAddContactDialog.js'
import { useResolveName } from '../contacts/useResolveName.js'
import { useRecipientFacts } from './useRecipientFacts.js'

/**
 * What the FTM and token send pages share (docs/behaviour/send-and-receive.md#send-form): the sender's account and
 * the gas price, the contacts with name resolution and the save-contact window, the recipient checks' facts, and the
 * flow's parameters once the form is submitted. `onEnd` ends the flow: closed after it ran, to the account's history;
 * cancelled, back to the form.
 */
export function useSendPage<Params>(address: string) {
  const navigate = useNavigate()
  const { data: account } = useAccount({ address })
  const { data: gasPrice } = useGasPrice()
  const { contacts } = useContacts()
  const resolveName = useResolveName()
  const addContact = useAddContactDialog()
  const recipientFacts = useRecipientFacts(address)
  const [params, setParams] = useState<Params | undefined>()
  const onEnd = useCallback(
    (outcome: 'closed' | 'cancelled') =>
      outcome === 'closed' ? navigate(routePath('account-history', { address })) : setParams(undefined),
    [navigate, address],
  )
  return { account, gasPrice, contacts, resolveName, addContact, recipientFacts, params, setParams, onEnd }
}
