import { useSettings, useSettingsService } from '@ftm-wallet/react'
import { useState } from 'react'
import { useExplorer } from '../../app/useExplorer.js'
import { type SettingsValues, SettingsView } from './SettingsView.js'

export function Component() {
  const settings = useSettings()
  const service = useSettingsService()
  const explorer = useExplorer()
  const [error, setError] = useState<string | undefined>()
  const values: SettingsValues = {
    currency: settings.currency,
    fractionDigits: settings.fractionDigits,
    darkMode: settings.darkMode,
    autoDarkMode: settings.autoDarkMode,
    rtlDir: settings.rtlDir,
    slippageTolerance: settings.fUniswapSlippageTolerance,
  }
  function change({ slippageTolerance, ...patch }: Partial<SettingsValues>) {
    setError(undefined)
    const full =
      slippageTolerance === undefined ? patch : { ...patch, fUniswapSlippageTolerance: slippageTolerance }
    service
      .update(full)
      .catch((e: unknown) => setError(e instanceof Error ? e.message : 'The setting was not saved'))
  }
  return (
    <>
      <SettingsView values={values} onChange={change} explorerUrl={explorer.url} />
      <div role="alert">{error && <p className="message message-error">{error}</p>}</div>
    </>
  )
}
