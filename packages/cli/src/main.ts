// `ftm` entry: only commander and the command definitions load up front; every implementation
// (and so the SDK) is imported lazily when its command runs.
import { createProgram, runProgram } from './framework/program.js'

const program = createProgram()
await runProgram(program, process.argv)
