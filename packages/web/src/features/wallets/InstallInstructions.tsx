import { Tabs } from '../../ui/Tabs.js'

// docs/behaviour/wallets-and-accounts.md#welcome-screen: install instructions per platform.
const PLATFORMS = [
  {
    value: 'desktop',
    label: 'Desktop',
    steps: ['Open this page in Chrome.', 'Open the browser menu.', 'Click "Install Fantom Wallet".'],
  },
  {
    value: 'ios',
    label: 'iOS',
    steps: ['Open this page in Safari.', 'Tap Share.', 'Tap "Add to Home Screen".'],
  },
  {
    value: 'android',
    label: 'Android',
    steps: ['Open this page in Chrome.', 'Open Settings (the ⋮ menu).', 'Tap "Add to Home Screen".'],
  },
] as const

/** How to install the wallet as an app on each platform. */
export function InstallInstructions() {
  return (
    <section className="card" aria-labelledby="install-title">
      <h2 id="install-title">Install the wallet</h2>
      <Tabs
        label="Platform"
        items={PLATFORMS.map((p) => ({
          value: p.value,
          label: p.label,
          content: (
            <ol>
              {p.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          ),
        }))}
      />
    </section>
  )
}
