// JSON-RPC reads (injected transport) and name resolution for the send form.

export {
  type CreateContractNameServicesParameters,
  createContractNameServices,
} from './contractNameServices.js'
export {
  type CheckRpcChainIdParameters,
  type CreateRpcClientParameters,
  checkRpcChainId,
  createRpcClient,
  type RpcCall,
  type RpcClient,
  type RpcRequestOptions,
} from './createRpcClient.js'
export {
  type CreateJsonRpcEthCallParameters,
  createJsonRpcEthCall,
  createProviderEthCall,
  type Eip1193Like,
  type EthCall,
} from './ethCall.js'
export {
  type CreateRaveNameServiceParameters,
  createRaveNameService,
  createUnstoppableNameService,
  type NameService,
  type UnstoppableResolution,
} from './nameServices.js'
export { RpcError, type RpcErrorCode } from './RpcError.js'
export { type ResolvedName, type ResolveNameParameters, resolveName } from './resolveName.js'
export {
  type CreateUnsReaderResolutionParameters,
  createUnsReaderResolution,
  UNS_SUPPORTED_TLDS,
} from './unsReaderResolution.js'
