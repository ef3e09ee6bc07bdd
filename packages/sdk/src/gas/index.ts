// Barrel of the gas area: its owner lists the exports here by name.
export {}
