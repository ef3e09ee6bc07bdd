import { useAccounts } from '@ftm-wallet/react'
import { CONFIRM_TEXTS } from './confirmTexts.js'

/** Shown instead of a confirmation when the active account has no signer in this session (or there is none). */
export function SignerUnavailable() {
  const { activeAccount } = useAccounts()
  return <p role="alert">{activeAccount ? CONFIRM_TEXTS.notConnected : CONFIRM_TEXTS.noAccount}</p>
}
