/** A block time in seconds as 'Nov 21, 2026, 3:58 AM' (en-US, medium date, short time), as the tables show it. */
export const formatBlockTime = (seconds: number): string =>
  new Date(seconds * 1000).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
