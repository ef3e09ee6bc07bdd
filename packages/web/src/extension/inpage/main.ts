// In-page script (the page's MAIN world): the EIP-1193 provider, announced through EIP-6963.
import { announceProvider } from './announceProvider.js'
import { createInpageProvider } from './createInpageProvider.js'

announceProvider(window, createInpageProvider(window))
