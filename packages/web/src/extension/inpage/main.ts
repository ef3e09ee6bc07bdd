// In-page script (the page's MAIN world): the EIP-1193 provider, announced through EIP-6963, and `window.ethereum`
// when the user made this the browser's default wallet (docs/behaviour/extension.md#compatibility).
import { PROVIDER_SETTINGS_EVENT, TO_INPAGE } from '../protocol.js'
import { readProviderSettings } from '../providerSettings.js'
import { announceProvider } from './announceProvider.js'
import { createInpageProvider } from './createInpageProvider.js'
import { setWindowEthereum } from './windowEthereum.js'

const provider = createInpageProvider(window)
announceProvider(window, provider)

// The content script posts the stored settings at load and after each change.
window.addEventListener('message', (event: MessageEvent) => {
  if (event.source !== window || event.origin !== window.location.origin) return
  const data = event.data as Record<string, unknown> | null
  if (!data || data.target !== TO_INPAGE || data.event !== PROVIDER_SETTINGS_EVENT) return
  const settings = readProviderSettings(data.data)
  provider.applySettings(settings)
  setWindowEthereum(window, provider, settings.defaultWallet)
})
