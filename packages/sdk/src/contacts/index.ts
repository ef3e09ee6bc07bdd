// Barrel of the contacts area: its owner lists the exports here by name.
export {}
