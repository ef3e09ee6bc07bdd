// Timings in milliseconds (docs/behaviour/app-shell.md#numbers and the pages they belong to).

export const ACCOUNT_LIST_POLL_INTERVAL = 7000
export const BALANCE_POLL_INTERVAL = 4500
export const DEFAULT_POLL_INTERVAL = 3000
export const ACCOUNT_REFRESH_PAUSE = 300
export const API_OFFLINE_FLAG_DELAY = 600
export const WINDOW_RESIZE_DEBOUNCE = 300
export const THEME_TRANSITION = 250
export const COPY_POPOVER_HIDE = 1600
export const ADDRESS_COPY_POPOVER_HIDE = 3100
export const POPOVER_HIDE = 3800
export const EXTENSION_DETECTION_POLL = 30
export const LEDGER_EXCHANGE_TIMEOUT = 300_000
export const WALLET_CONNECT_CHAIN_ID_DELAY = 100
export const CHUNK_LOAD_TIMEOUT = 120_000
/** Transaction status is polled this often while verifying. */
export const TX_VERIFICATION_INTERVAL = 400
/**
 * Ours: the first status polls come sooner, these many ms apart — the first right after the broadcast's answer (a chain
 * that mines at once, like the devnet, already knows the outcome), the next ones for a chain that confirms within a
 * block before 400 ms — then every TX_VERIFICATION_INTERVAL (docs/behaviour/transactions.md#verification).
 */
export const TX_VERIFICATION_FIRST_POLLS = [0, 50, 100, 200] as const
/** Ours: while a sent transaction is unknown to the chain, its same signed bytes are broadcast again this often. */
export const TX_REBROADCAST_INTERVAL = 5000
/** A password typed for one step is kept this long for the next step. */
export const TEMPORARY_PASSWORD_TTL = 30_000
export const AUTO_CONTINUE_DELAY = 2000
export const REDIRECT_DELAY = 3000
export const ACCOUNT_REFRESH_AFTER_SEND = 3000
export const SWAP_PRICE_POLL_INTERVAL = 4000
export const AMOUNT_DEBOUNCE = 250
export const PAIR_TRANSACTIONS_FIRST_REQUEST_DELAY = 1500
export const ALL_DELEGATIONS_ACCOUNT_DELAY = 250
export const GOVERNANCE_ROW_DELAY = 350
export const DELEGATION_LOAD_FIRST_DELAY = 1100
export const DELEGATION_LOAD_NEXT_DELAY = 750
export const CHART_RESIZE_DEBOUNCE = 300
export const BRIDGE_FINALIZE_POLL_INTERVAL = 3000
export const BRIDGE_FINALIZE_MAX_TRIES = 50
/** Failover backoff of the API client (docs/decisions.md#api-client). */
export const API_RETRY_MIN_TIMEOUT = 350
export const API_RETRY_MAX_TIMEOUT = 6000
