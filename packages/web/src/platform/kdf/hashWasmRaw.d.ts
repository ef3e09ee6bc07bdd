// hash-wasm's scrypt bundle as text (Vite's `?raw`): keptScrypt.ts takes its WebAssembly from it.
declare module 'hash-wasm/dist/scrypt.umd.min.js?raw' {
  const source: string
  export default source
}
