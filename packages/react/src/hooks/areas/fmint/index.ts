// Thin hooks over the SDK's fMint queries for the web wallet's fMint area.
export { useDefiConfiguration } from './useDefiConfiguration.js'
export { useFMintAccounts } from './useFMintAccounts.js'
export { useFMintAccountsRewards } from './useFMintAccountsRewards.js'
