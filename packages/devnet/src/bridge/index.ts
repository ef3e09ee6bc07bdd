export { type BridgeReply, BridgeSimulator, type BridgeSwap } from './BridgeSimulator.js'
export { type BridgeHandler, type BridgeRequest, createBridgeHandler } from './createBridgeHandler.js'
export {
  type BridgeEnvelope,
  BridgeEnvelopeError,
  bridgeEnvelopeSchema,
  openBridgeEnvelope,
  sealBridgeEnvelope,
} from './envelope.js'
export { type BridgeToken, FTM_BRIDGE_TOKEN } from './tokens.js'
