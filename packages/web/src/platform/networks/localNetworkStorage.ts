// The web app's network store over local storage (docs/behaviour/networks.md).

/** Local storage (the web app) as the network store's get/set: values as JSON. */
export function createLocalNetworkStorage(area: Pick<Storage, 'getItem' | 'setItem'>) {
  return {
    get: async (key: string): Promise<unknown> => {
      const text = area.getItem(key)
      if (text === null) return undefined
      try {
        return JSON.parse(text)
      } catch {
        return undefined
      }
    },
    set: async (key: string, value: unknown) => area.setItem(key, JSON.stringify(value)),
  }
}
