// Content script (isolated world) of every http(s) page: relays the in-page provider's requests to the worker, and
// passes the provider settings (chrome.storage.sync, no secret in them) to the in-page script.
import { getChrome } from '../chromeApi.js'
import { PROVIDER_SETTINGS_EVENT, PROVIDER_SETTINGS_KEY, TO_INPAGE } from '../protocol.js'
import { createContentRelay } from './createContentRelay.js'

const chrome = getChrome()
if (chrome) {
  createContentRelay({ window, connect: (name) => chrome.runtime.connect({ name }) })
  const post = (settings: unknown) =>
    window.postMessage(
      { target: TO_INPAGE, event: PROVIDER_SETTINGS_EVENT, data: settings },
      window.location.origin,
    )
  chrome.storage.sync?.get(PROVIDER_SETTINGS_KEY).then(
    (stored) => post(stored[PROVIDER_SETTINGS_KEY]),
    () => post(undefined),
  )
  chrome.storage.onChanged.addListener((changes, area) => {
    if (area !== 'sync' || !(PROVIDER_SETTINGS_KEY in changes)) return
    post((changes[PROVIDER_SETTINGS_KEY] as { newValue?: unknown }).newValue)
  })
}
