// Simple 24×24 line icons drawn for this app (decorative: always aria-hidden).
import type { ReactNode } from 'react'

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

export const HomeIcon = () => (
  <Icon>
    <path d="M3 11l9-8 9 8v10h-6v-6H9v6H3z" />
  </Icon>
)
export const WalletIcon = () => (
  <Icon>
    <rect x="3" y="6" width="18" height="14" rx="2" />
    <path d="M16 13h2M3 10h18M7 6V4h10v2" />
  </Icon>
)
export const StakingIcon = () => (
  <Icon>
    <path d="M12 3l8 4-8 4-8-4zM4 12l8 4 8-4M4 17l8 4 8-4" />
  </Icon>
)
export const FmintIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M9 8h6M9 12h5M9 8v8" />
  </Icon>
)
export const SwapIcon = () => (
  <Icon>
    <path d="M4 8h13l-3-3M20 16H7l3 3" />
  </Icon>
)
export const GovernanceIcon = () => (
  <Icon>
    <path d="M3 21h18M5 21V10M19 21V10M9 21V10M15 21V10M2 10l10-7 10 7z" />
  </Icon>
)
export const SettingsIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="3" />
    <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1" />
  </Icon>
)
export const MenuIcon = () => (
  <Icon>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </Icon>
)
