import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Screens load their code on demand (React.lazy), and a run of the whole suite on two cores can take longer than
// testing-library's default second to resolve a chunk: findBy*/waitFor wait up to 10 s before they fail. What is
// asserted does not change, only how long a query waits for the screen to appear.
configure({ asyncUtilTimeout: 10_000 })

afterEach(() => cleanup())
