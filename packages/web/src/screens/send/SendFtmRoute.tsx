import { SendUnavailable } from './SendUnavailable.js'

/** account-send-transaction-form. */
export function Component() {
  return <SendUnavailable what="Send Opera FTM" />
}
