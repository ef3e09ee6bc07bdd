// Barrel of the accounts area: its owner lists the exports here by name.
export {}
