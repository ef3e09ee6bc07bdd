// Barrel of the format area: its owner lists the exports here by name.
export {}
