// Barrel of the rpc area: its owner lists the exports here by name.
export {}
