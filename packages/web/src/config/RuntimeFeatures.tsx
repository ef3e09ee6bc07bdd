import { createContext, type ReactNode, useContext } from 'react'
import { DEFAULT_FEATURES, type RuntimeFeatures } from './parseRuntimeConfig.js'

const FeaturesContext = createContext<RuntimeFeatures>(DEFAULT_FEATURES)

/** Makes the runtime config's `features` readable by every screen below (App puts it around the router). */
export function RuntimeFeaturesProvider({
  features,
  children,
}: {
  features: RuntimeFeatures
  children: ReactNode
}) {
  return <FeaturesContext.Provider value={features}>{children}</FeaturesContext.Provider>
}

/**
 * The features of config.json; every one off outside a provider (docs/behaviour/sftm.md#feature-flag: mintSFTM off by
 * default).
 */
export function useRuntimeFeatures(): RuntimeFeatures {
  return useContext(FeaturesContext)
}
