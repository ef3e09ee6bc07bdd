import { useDefiTokens, useSettings, useSettingsService } from '@ftm-wallet/react'
import { useState } from 'react'
import { useExplorer } from '../../ui/useExplorer.js'
import { AddCustomTokenDialog } from '../tokens/AddCustomTokenDialog.js'
import { TokenPickerDialog } from '../tokens/TokenPickerDialog.js'
import { useCustomTokens } from '../tokens/useCustomTokens.js'
import { type SettingsValues, SettingsView } from './SettingsView.js'
import { useExtensionWalletActions } from './useExtensionWalletActions.js'

export function SettingsPage() {
  const settings = useSettings()
  const service = useSettingsService()
  const explorer = useExplorer()
  const extension = useExtensionWalletActions()
  const [picker, setPicker] = useState<'select' | 'custom' | undefined>()
  const defiTokens = useDefiTokens({ query: { enabled: picker !== undefined } })
  const custom = useCustomTokens()
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
  const close = (open: boolean) => !open && setPicker(undefined)
  return (
    <>
      <SettingsView
        values={values}
        onChange={change}
        explorerUrl={explorer.url}
        extensionWallet={
          extension && {
            onAddNetwork: () => void extension.addNetwork(),
            onAddAssets: () => setPicker('select'),
            message: extension.message,
          }
        }
      />
      <div role="alert">{error && <p className="message message-error">{error}</p>}</div>
      {extension && picker === 'select' && (
        <TokenPickerDialog
          tokens={[...(defiTokens.data ?? []), ...custom.tokens]}
          onOpenChange={close}
          onAddCustom={() => setPicker('custom')}
          onPick={(token) => {
            setPicker(undefined)
            void extension.addAsset(token)
          }}
        />
      )}
      {extension && picker === 'custom' && (
        <AddCustomTokenDialog
          onOpenChange={(open) => setPicker(open ? 'custom' : 'select')}
          onAdd={custom.add}
        />
      )}
    </>
  )
}
