import { useApiOnline, useOnlineStatus } from '@ftm-wallet/react'
import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { BridgeRequestsResume } from '../features/send/bridge/BridgeRequestsResume.js'
import { useApiMode } from '../platform/apiMode.js'
import { UpdatePrompt } from '../pwa/UpdatePrompt.js'
import { DisplayProvider } from '../ui/display.js'
import { BottomBar } from './BottomBar.js'
import { FirstVisitNotice } from './FirstVisitNotice.js'
import { Footer } from './Footer.js'
import { Header } from './Header.js'
import { LimitedModeBanner } from './LimitedModeBanner.js'
import { StatusPopovers } from './StatusPopovers.js'
import { RouteTransition } from './transitions/RouteTransition.js'
import { useAppState } from './useAppState.js'
import { useTheme } from './useTheme.js'

/**
 * Header with logo and menu, the routed screen, the footer, the bottom bar on mobile, notices, popovers and the
 * update prompt; pending bridge requests are resumed from here, at app start.
 */
export function AppLayout() {
  const app = useAppState()
  const online = useOnlineStatus()
  const apiOnline = useApiOnline()
  const limited = useApiMode() === 'limited'
  useTheme(app.settings)
  const address = app.activeAccount?.address
  return (
    <DisplayProvider value={app.display}>
      <div className="app">
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <Header address={address} />
        <LimitedModeBanner limited={limited} />
        <main id="main" className="app-main" tabIndex={-1}>
          <RouteTransition>
            <Suspense fallback={<p aria-busy="true">Loading…</p>}>
              <Outlet />
            </Suspense>
          </RouteTransition>
        </main>
        <Footer />
        <BottomBar address={address} />
        {/* In limited mode the banner says the API is unreachable; no popover on top of it. */}
        <StatusPopovers online={online} apiOnline={apiOnline || limited} />
        <UpdatePrompt />
        <BridgeRequestsResume />
        <FirstVisitNotice
          open={!app.settings.firstVisitNoticeAccepted}
          onAcknowledge={app.acknowledgeNotice}
        />
      </div>
    </DisplayProvider>
  )
}
