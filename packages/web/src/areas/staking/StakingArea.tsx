import { Route, Routes } from 'react-router'
import { DelegationsPage } from './DelegationsPage.js'

/** The staking area's screens under /staking/{address}. */
export function StakingArea() {
  return (
    <Routes>
      <Route index element={<DelegationsPage />} />
      <Route path="*" element={<DelegationsPage />} />
    </Routes>
  )
}
