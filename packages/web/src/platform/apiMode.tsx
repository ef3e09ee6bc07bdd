import { type ApiMode, type ApiModeStatus, createApiModeStatus } from '@ftm-wallet/sdk'
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react'

const ApiModeContext = createContext<ApiModeStatus>(createApiModeStatus())

/** Gives the screens the API client's limited-mode flag (created in main.tsx beside the client). */
export function ApiModeProvider({ value, children }: { value: ApiModeStatus; children: ReactNode }) {
  return <ApiModeContext.Provider value={value}>{children}</ApiModeContext.Provider>
}

/** 'limited' while a JSON-RPC node answers instead of the Fantom API; re-renders on every change. */
export function useApiMode(): ApiMode {
  const mode = useContext(ApiModeContext)
  return useSyncExternalStore(mode.subscribe, mode.getState, mode.getState)
}
