import { useParams } from 'react-router'
import { SendUnavailable } from './SendUnavailable.js'

/** account-send-erc20 (parameter token). */
export function Component() {
  const { token } = useParams()
  return <SendUnavailable what={`Send token ${token ?? ''}`.trim()} />
}
