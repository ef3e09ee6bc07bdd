/**
 * The SDK's rule validators return the error to show (with the spec's message and a stable code) or
 * undefined; a command stops on the first one (exit code 2: bad input).
 */
export function assertRule(error: Error | undefined): void {
  if (error) throw error
}
