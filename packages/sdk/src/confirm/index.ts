// What a confirmation shows before anything is signed: the summary (docs/behaviour/signing.md).
export { buildConfirmation } from './buildConfirmation.js'
export {
  type PrepareConfirmationParameters,
  prepareConfirmation,
  type ReviewTransactionParameters,
  reviewTransaction,
} from './prepareConfirmation.js'
export { readConfirmationFacts } from './readConfirmationFacts.js'
export {
  type ConfirmationPrice,
  type NamedAddress,
  type SummaryFacts,
  type SummaryLine,
  summarizeTransaction,
  type TransactionSummary,
} from './summarizeTransaction.js'
export type {
  ConfirmationFacts,
  ConfirmationSources,
  ReadConfirmationFactsParameters,
  TransactionConfirmation,
} from './types.js'
