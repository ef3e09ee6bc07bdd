const BAND_COLOURS = { green: '#2f9e62', orange: '#d9730d', red: '#d1343b' } as const

export interface RatioCircleProps {
  /** e.g. 'C-Ratio' or 'Debt Limit'. */
  title: string
  /** The value as shown ('345.67%', '>5000%', '-'). */
  text: string
  /** Fill of the circle, 0–100. */
  percent: number
  band: keyof typeof BAND_COLOURS
}

const RADIUS = 42
const LENGTH = 2 * Math.PI * RADIUS

/** A ring filled to `percent` in the colour of its band, with the value in the middle. */
export function RatioCircle({ title, text, percent, band }: RatioCircleProps) {
  const fill = Math.min(Math.max(percent, 0), 100)
  return (
    <figure className="stack" style={{ alignItems: 'center', margin: 0 }} data-band={band}>
      <svg width="120" height="120" viewBox="0 0 100 100" role="img" aria-label={`${title}: ${text}`}>
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.15"
          strokeWidth="8"
        />
        <circle
          cx="50"
          cy="50"
          r={RADIUS}
          fill="none"
          stroke={BAND_COLOURS[band]}
          strokeWidth="8"
          strokeDasharray={`${(LENGTH * fill) / 100} ${LENGTH}`}
          transform="rotate(-90 50 50)"
        />
        <text x="50" y="55" textAnchor="middle" fontSize={text.length > 7 ? 11 : 14} fill="currentColor">
          {text}
        </text>
      </svg>
      <figcaption>{title}</figcaption>
    </figure>
  )
}
