/** Colours of the DeFi tokens' logos. */
const LOGO_COLORS: Record<string, string> = {
  WFTM: '#1969ff',
  SFTM: '#00b6ff',
  FUSD: '#2b2d6e',
  USDC: '#2775ca',
  WBTC: '#f09242',
}

/**
 * A small SVG logo for a DeFi token of the devnet (a coloured disc with the symbol), or null for an unknown
 * symbol. Case-insensitive, so `sFTM` and `SFTM` give the same logo.
 */
export function defiTokenLogoSvg(symbol: string): string | null {
  const key = symbol.toUpperCase()
  const color = LOGO_COLORS[key]
  if (!color) return null
  const size = key.length > 4 ? 18 : 21
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">',
    `<circle cx="32" cy="32" r="31" fill="${color}"/>`,
    `<text x="32" y="39" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700" `,
    `fill="#ffffff" text-anchor="middle">${key}</text>`,
    '</svg>',
  ].join('')
}

/**
 * The logo as a `data:image/svg+xml;base64,…` URL (stored in the token registry, so it renders offline without a
 * server route), or '' for an unknown symbol.
 */
export function defiTokenLogoUrl(symbol: string): string {
  const svg = defiTokenLogoSvg(symbol)
  return svg ? `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` : ''
}
