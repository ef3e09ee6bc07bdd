import { resolveDarkMode, THEME_TRANSITION } from '@ftm-wallet/sdk'
import { useEffect, useRef, useSyncExternalStore } from 'react'

export interface ThemeSettings {
  darkMode: boolean
  autoDarkMode: boolean
  rtlDir: boolean
}

const DARK_QUERY = '(prefers-color-scheme: dark)'

function subscribeSystemDark(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined
  const query = window.matchMedia(DARK_QUERY)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** Whether the system asks for dark colours. */
export function useSystemDark(): boolean {
  return useSyncExternalStore(
    subscribeSystemDark,
    () => typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches,
    () => false,
  )
}

/**
 * Applies the theme and the text direction to <html>. A theme change after the first paint fades over
 * 250 ms (THEME_TRANSITION); the first application does not animate.
 */
export function useTheme(settings: ThemeSettings): void {
  const systemDark = useSystemDark()
  const dark = resolveDarkMode(settings, systemDark)
  const first = useRef(true)
  useEffect(() => {
    const root = document.documentElement
    const theme = dark ? 'dark' : 'light'
    if (root.dataset.theme === theme) {
      first.current = false
      return
    }
    let timer: ReturnType<typeof setTimeout> | undefined
    if (!first.current) {
      root.classList.add('theme-transition')
      timer = setTimeout(() => root.classList.remove('theme-transition'), THEME_TRANSITION)
    }
    first.current = false
    root.dataset.theme = theme
    return () => {
      if (timer) clearTimeout(timer)
      root.classList.remove('theme-transition')
    }
  }, [dark])
  useEffect(() => {
    document.documentElement.dir = settings.rtlDir ? 'rtl' : 'ltr'
  }, [settings.rtlDir])
}
