import { REDIRECT_DELAY } from '@ftm-wallet/sdk'
import { FLOW_MESSAGES } from '@ftm-wallet/sdk/machines'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'

/**
 * 'Bad parameters.' (or another message) and back to the previous screen after 3 s
 * (docs/behaviour/transactions.md#messages).
 */
export function BadParameters({ message = FLOW_MESSAGES.badParameters }: { message?: string }) {
  const navigate = useNavigate()
  useEffect(() => {
    const timer = setTimeout(() => navigate(-1), REDIRECT_DELAY)
    return () => clearTimeout(timer)
  }, [navigate])
  return (
    <p role="alert" className="card">
      {message}
    </p>
  )
}
