// Barrel of the watch area: its owner lists the exports here by name.
export {}
