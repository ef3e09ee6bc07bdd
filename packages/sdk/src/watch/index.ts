// Polling: watch* functions for React and the CLI; each returns its unwatch function.
export { type CreatePollerParameters, createPoller, type PollerOptions } from './createPoller.js'
export { alwaysVisible, createDocumentVisibility, type VisibilitySource } from './visibility.js'
export { type WatchAccountsParameters, watchAccounts } from './watchAccounts.js'
export { type WatchBalancesParameters, watchBalances } from './watchBalances.js'
export { type WatchQueryParameters, watchQuery } from './watchQuery.js'
