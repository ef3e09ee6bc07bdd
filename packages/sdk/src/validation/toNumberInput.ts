/** Form fields arrive as numbers or strings; a blank or non-numeric string becomes NaN (which fails every range). */
export const toNumberInput = (value: unknown): number =>
  typeof value === 'number'
    ? value
    : typeof value === 'string' && value.trim() !== ''
      ? Number(value)
      : Number.NaN
