// Barrel of the contracts area: its owner lists the exports here by name.
export {}
