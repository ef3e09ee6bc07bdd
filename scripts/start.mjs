// `npm start`: install, build, then run the devnet and the web wallet against it.
import { spawn } from 'node:child_process'
import { root, setup } from './setup.mjs'

setup()
const devnet = spawn(process.execPath, ['packages/devnet/bin/ftm-devnet.mjs', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
})
devnet.on('exit', (code) => process.exit(code ?? 1))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => devnet.kill(signal))
