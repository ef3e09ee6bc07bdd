// The one place the API and indexer take the chain layer's deployment type from.
// Until the chain layer (src/chain/) publishes DevnetDeployment, this is a structural stand-in: a record of
// contract addresses by name. It is replaced by a re-export of the chain layer's type as soon as that exists.
export type DevnetDeployment = {
  readonly chainId: number
  readonly contracts: Readonly<Record<string, string>>
}
