// Four social links (docs/behaviour/app-shell.md#layout-and-menu): a microblog, a chat app, a forum and a code host.
const SOCIAL_LINKS = [
  { label: 'Twitter', href: 'https://twitter.com/FantomFDN' },
  { label: 'Telegram', href: 'https://t.me/Fantom_English' },
  { label: 'Reddit', href: 'https://www.reddit.com/r/FantomFoundation/' },
  { label: 'GitHub', href: 'https://github.com/Fantom-foundation' },
] as const

export function Footer() {
  return (
    <footer className="app-footer">
      <nav aria-label="Social links">
        <ul>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.label}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  )
}
