// What a confirmation shows before anything is signed: the summary, the decoded call and the simulation
// (docs/behaviour/signing.md).
export { buildConfirmation } from './buildConfirmation.js'
export {
  type CallLabels,
  collectCallReferences,
  DEPLOY_CONTRACT,
  type DecodeCallOptions,
  type DecodedArgument,
  type DecodedCall,
  decodeCall,
  type TokenLabel,
  UNKNOWN_CALL,
} from './decodeCall.js'
export {
  type PrepareConfirmationParameters,
  prepareConfirmation,
  type ReviewTransactionParameters,
  reviewTransaction,
} from './prepareConfirmation.js'
export { readCallLabels } from './readCallLabels.js'
export { readConfirmationFacts, startConfirmationReads } from './readConfirmationFacts.js'
export {
  type BalanceChange,
  describeBalanceChanges,
  labelSimulation,
  SIMULATION_TEXTS,
  type SimulateTransactionParameters,
  type Simulation,
  simulateTransaction,
} from './simulateTransaction.js'
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
