// Bridge (BNBridge) client, its envelope, its error codes 1–6, and the send rules of bridge directions.
export {
  BRIDGE_ERROR_CODES,
  BRIDGE_ERROR_MESSAGES,
  BridgeError,
  type BridgeErrorCode,
  type BridgeErrorNumber,
} from './BridgeError.js'
export {
  BRIDGE_REQUESTS_KEEP_FINISHED,
  type BridgeRequest,
  type BridgeRequestStatus,
  type BridgeRequestsState,
  bridgeRequestSchema,
  bridgeRequestsStateSchema,
  EMPTY_BRIDGE_REQUESTS_STATE,
} from './bridgeRequest.js'
export {
  type BridgeCallOptions,
  type BridgeClient,
  type BridgeClientOptions,
  type BridgeDirection,
  type BridgeSwapRequest,
  type BridgeToken,
  createBridgeClient,
} from './client.js'
export {
  type BridgeEnvelope,
  BridgeEnvelopeError,
  type BridgeEnvelopeOptions,
  openBridgeEnvelope,
  sealBridgeEnvelope,
} from './envelope.js'
export {
  BridgeRuleError,
  type BridgeRuleErrorCode,
  bridgeMessages,
  computeBridgeReceiveAmount,
  type SendDirection,
  validateBridgeAmount,
  validateSendAddress,
} from './rules.js'
