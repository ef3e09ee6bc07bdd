// Barrel of the storage area: its owner lists the exports here by name.
export {}
