import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ProposalDescription } from './ProposalDescription.js'

describe('ProposalDescription', () => {
  it('turns http(s) URLs into links that open safely', () => {
    render(<ProposalDescription text="Read https://example.org/p?id=1 and http://a.test first." />)
    const links = screen.getAllByRole('link')
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.org/p?id=1', 'http://a.test'])
    expect(links[0]?.getAttribute('rel')).toContain('noopener')
  })

  it('renders HTML and script payloads as inert text', () => {
    const payload =
      '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script> javascript:alert(1)'
    const { container } = render(<ProposalDescription text={payload} />)
    expect(container.querySelector('img, script')).toBeNull()
    expect(screen.queryByRole('link')).toBeNull()
    expect(container.textContent).toBe(payload)
    expect((window as { __pwned?: number }).__pwned).toBeUndefined()
  })
})
