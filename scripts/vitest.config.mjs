import { defineProject } from 'vitest/config'

// The repository's own checks: the layer checker against its fixture, and docs/architecture.md against it.
export default defineProject({
  test: {
    name: 'scripts',
    include: ['**/*.test.mjs'],
  },
})
