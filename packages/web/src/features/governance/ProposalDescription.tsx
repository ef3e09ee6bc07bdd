import { splitTextLinks } from './splitTextLinks.js'

/** A proposal's description with its URLs as links, built as React nodes (never as HTML). */
export function ProposalDescription({ text }: { text: string }) {
  return (
    <p className="proposal-description" style={{ whiteSpace: 'pre-wrap' }}>
      {splitTextLinks(text).map((part, i) =>
        part.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positions in one fixed text
          <a key={i} href={part.url} target="_blank" rel="noopener noreferrer nofollow">
            {part.url}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts are positions in one fixed text
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  )
}
