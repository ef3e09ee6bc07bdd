import { AreaPlaceholder } from '../../screens/areas/AreaPlaceholder.js'

/** The governance area's screens under /gov/{address}. */
export function GovernanceArea() {
  return (
    <AreaPlaceholder
      area="Governance"
      summary="Vote on governance proposals with the stake you delegated, and cancel votes."
    />
  )
}
