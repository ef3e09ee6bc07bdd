// Content script (isolated world) of every http(s) page: relays the in-page provider's requests to the worker.
import { getChrome } from '../chromeApi.js'
import { createContentRelay } from './createContentRelay.js'

const chrome = getChrome()
if (chrome) {
  createContentRelay({ window, connect: (name) => chrome.runtime.connect({ name }) })
}
