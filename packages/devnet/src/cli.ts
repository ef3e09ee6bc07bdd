// The `ftm-devnet` command. Filled in by the devnet issue; until then it says so and fails loudly.
process.stderr.write('ftm-devnet: the devnet is not built yet\n')
process.exit(1)
