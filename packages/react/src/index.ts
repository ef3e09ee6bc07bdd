// Public entry point of @ftm-wallet/react. Filled in by the web wallet issues.
export { useFlow } from './useFlow.js'
