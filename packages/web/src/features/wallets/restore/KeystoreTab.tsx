import {
  type KeystoreV3,
  MESSAGES,
  toFileReadError,
  validateKeystoreFile,
  validateKeystorePassword,
} from '@ftm-wallet/sdk'
import { type ChangeEvent, type FormEvent, useId, useState } from 'react'
import { Field } from '../../../ui/Field.js'
import { FormAlert } from '../../../ui/FormAlert.js'

export interface KeystoreTabProps {
  /** Hands the loaded keystore and its password to the restore machine. */
  onRestore: (keystore: KeystoreV3, password: string) => void
  /** While the keystore is being decrypted. */
  busy?: boolean
  /** The restore's error, e.g. 'Bad keystore file or password.' */
  error?: string | undefined
}

function readText(file: File): Promise<string> {
  if (typeof file.text === 'function') return file.text()
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsText(file)
  })
}

/** Restore from a keystore file: load the file ('Keystore sucessfully loaded'), type its password, restore. */
export function KeystoreTab({ onRestore, busy, error: restoreError }: KeystoreTabProps) {
  const fileId = useId()
  const [keystore, setKeystore] = useState<KeystoreV3 | undefined>()
  const [fileMessage, setFileMessage] = useState<{ ok: boolean; text: string } | undefined>()
  const [password, setPassword] = useState('')
  const [submitted, setSubmitted] = useState(false)

  async function loadFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    if (!file) return
    try {
      const result = validateKeystoreFile(await readText(file))
      setKeystore(result.ok ? result.value : undefined)
      setFileMessage(
        result.ok ? { ok: true, text: MESSAGES.keystoreLoaded } : { ok: false, text: result.message },
      )
    } catch (error) {
      setKeystore(undefined)
      setFileMessage({ ok: false, text: toFileReadError(error).message })
    }
  }

  const passwordResult = validateKeystorePassword(password)
  const passwordError = submitted && !passwordResult.ok ? passwordResult.message : undefined
  const fileError = fileMessage && !fileMessage.ok ? fileMessage.text : undefined

  function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (!keystore || !passwordResult.ok) return
    onRestore(keystore, passwordResult.value)
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={fileId}>Keystore file</label>
        <input
          id={fileId}
          type="file"
          accept=".json,application/json,text/plain"
          onChange={loadFile}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileMessage ? `${fileId}-msg` : undefined}
        />
        {fileMessage && (
          <div id={`${fileId}-msg`} className={fileMessage.ok ? 'message message-success' : 'field-error'}>
            {fileMessage.text}
          </div>
        )}
      </div>
      <Field
        label="Keystore password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={passwordError}
      />
      <FormAlert errors={[submitted ? fileError : undefined, passwordError, restoreError]} />
      <div className="row">
        <button type="submit" className="btn" disabled={!keystore || busy}>
          {busy ? 'Checking…' : 'Restore wallet'}
        </button>
      </div>
    </form>
  )
}
