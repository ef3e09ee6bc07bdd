export { CLI_VERSION } from './version.js'
