/** A transaction hash as the pending notices and window show it: its first 10 and last 6 characters. */
export const short = (hash: string) => `${hash.slice(0, 10)}…${hash.slice(-6)}`
