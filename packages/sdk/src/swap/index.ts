// Barrel of the swap area: its owner lists the exports here by name.
export {}
