// Barrel of the bridge area: its owner lists the exports here by name.
export {}
