import { startDevnet } from '@ftm-wallet/devnet'

/** Starts a throw-away devnet, asks its API for the gas price and the validators, and stops it. */
export async function readValidators() {
  const devnet = await startDevnet({ ports: 0 }) // fresh temp data dir, free ports
  try {
    const response = await fetch(devnet.apiUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ gasPrice stakers { id stakerInfo { name } } }' }),
    })
    const { data } = await response.json()
    return data // { gasPrice: '0x…', stakers: [{ id: '0x5', stakerInfo: { name: 'Nimbus Node' } }, …] }
  } finally {
    await devnet.stop()
  }
}
