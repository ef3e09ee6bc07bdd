/// <reference types="vitest" />
// Entry `@ftm-wallet/devnet/vitest-setup`: a vitest globalSetup starting one devnet per run (see vitestSetup.ts).
// Importing this entry (or listing it as globalSetup) also types `inject('devnet')`.
import { type ProvidedDevnet, setupDevnetForVitest } from './vitestSetup.js'

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: ProvidedDevnet
  }
}

export default setupDevnetForVitest()
