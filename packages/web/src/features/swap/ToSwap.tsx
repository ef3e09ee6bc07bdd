import { Navigate, useParams } from 'react-router'
import { swapPaths } from './swapPaths.js'

/** Leads to the swap form of the route's account: the swap area's default view, and fMint's /fswap. */
export function ToSwap() {
  const { address = '' } = useParams()
  return <Navigate to={swapPaths.swap(address)} replace />
}
