// Barrel of the staking area: its owner lists the exports here by name.
export {}
