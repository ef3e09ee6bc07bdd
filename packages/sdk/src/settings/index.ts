// Barrel of the settings area: its owner lists the exports here by name.
export {}
