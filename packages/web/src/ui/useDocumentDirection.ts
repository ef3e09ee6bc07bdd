import { useSyncExternalStore } from 'react'

// The text direction the settings put on <html> (docs/behaviour/settings.md). Radix widgets that lay out by
// direction (the slider) take it from here: without it they stamp dir="ltr" on their own element, and whatever
// is inside them would not mirror. Our tabs (Tabs.tsx) set no direction of their own and read it when a key is
// pressed.

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange)
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] })
  return () => observer.disconnect()
}

function read(): 'ltr' | 'rtl' {
  return document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr'
}

/** 'rtl' while the page is right-to-left, else 'ltr'; follows changes. */
export function useDocumentDirection(): 'ltr' | 'rtl' {
  return useSyncExternalStore(subscribe, read, () => 'ltr')
}
