// The `ftm history` entry of the fast path, a bundle of its own (docs/architecture.md#cli-bundles).
import * as command from '../commands/account/history.js'
import type { FastInvocation } from './parseFastInvocation.js'
import { runFastInvocation } from './runFastInvocation.js'

export const run = (invocation: FastInvocation): Promise<void> => runFastInvocation(command, invocation)
