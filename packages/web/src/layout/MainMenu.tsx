import type { ReactNode } from 'react'
import { NavLink } from 'react-router'
import { routePath } from '../navigation/routeNames.js'
import {
  FmintIcon,
  GovernanceIcon,
  HomeIcon,
  SettingsIcon,
  StakingIcon,
  SwapIcon,
  WalletIcon,
} from './icons.js'

interface MenuItem {
  label: string
  icon: ReactNode
  /** Path, or undefined when the item needs an account and there is none. */
  to: string | undefined
  end?: boolean
}

/** The seven items of the main menu; account items point at the current account's address. */
export function menuItems(address: string | undefined): MenuItem[] {
  const forAccount = (build: (a: string) => string) => (address ? build(address) : undefined)
  return [
    {
      label: 'Home',
      icon: <HomeIcon />,
      to: address ? routePath('dashboard') : routePath('home'),
      end: true,
    },
    {
      label: 'Wallet',
      icon: <WalletIcon />,
      to: forAccount((a) => routePath('account-history', { address: a })),
    },
    {
      label: 'Staking',
      icon: <StakingIcon />,
      to: forAccount((a) => routePath('staking', { address: a, '*': '' })),
    },
    {
      label: 'fMint',
      icon: <FmintIcon />,
      to: forAccount((a) => routePath('fmint', { address: a, '*': '' })),
    },
    {
      label: 'Swap',
      icon: <SwapIcon />,
      to: forAccount((a) => routePath('funiswap', { address: a, '*': '' })),
    },
    {
      label: 'Governance',
      icon: <GovernanceIcon />,
      to: forAccount((a) => routePath('gov-home', { address: a, '*': '' })),
    },
    { label: 'Settings', icon: <SettingsIcon />, to: routePath('settings') },
  ]
}

export interface MainMenuProps {
  /** The current account's address; without one the account items are disabled (no link). */
  address: string | undefined
}

export function MainMenu({ address }: MainMenuProps) {
  return (
    <ul className="menu-list">
      {menuItems(address).map((item) => (
        <li key={item.label}>
          {item.to ? (
            <NavLink to={item.to} end={item.end} className="menu-link">
              {item.icon}
              <span>{item.label}</span>
            </NavLink>
          ) : (
            <span className="menu-link" aria-disabled="true" title="Add a wallet first">
              {item.icon}
              <span>{item.label}</span>
            </span>
          )}
        </li>
      ))}
    </ul>
  )
}
