import { useEffect, useState } from 'react'

export interface QrCodeProps {
  value: string
  /** Text alternative, e.g. 'QR code of address 0x…'. */
  label: string
  size?: number
}

/** A QR code image; the encoder is loaded only when a QR code is shown. */
export function QrCode({ value, label, size = 220 }: QrCodeProps) {
  const [src, setSrc] = useState<string | undefined>()
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let alive = true
    import('qrcode')
      .then((QR) => QR.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }))
      .then((svg) => {
        if (alive) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)
      })
      .catch(() => {
        if (alive) setFailed(true)
      })
    return () => {
      alive = false
    }
  }, [value])
  if (failed) return <p className="message message-error">The QR code could not be drawn.</p>
  return (
    <div className="qr">
      {src ? (
        <img src={src} alt={label} width={size} height={size} data-testid="qr-code" />
      ) : (
        <div style={{ width: size, height: size }} aria-busy="true" aria-label={label} role="img" />
      )}
    </div>
  )
}
