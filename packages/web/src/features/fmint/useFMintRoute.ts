import { useNavigate, useParams, useSearchParams } from 'react-router'
import { readTokenParameters } from './fmintPaths.js'
import { useFMintPageData } from './useFMintPageData.js'

/** What every fMint page reads first: the wallet of the route, its page data, the query and navigate. */
export function useFMintRoute() {
  const { address = '', token: routeToken } = useParams()
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const data = useFMintPageData(address)
  return { address, navigate, search, data, tokenParameters: readTokenParameters(routeToken, search) }
}
