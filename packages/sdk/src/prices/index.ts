// Barrel of the prices area: its owner lists the exports here by name.
export {}
