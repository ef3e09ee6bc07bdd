// Barrel of the fmint area: its owner lists the exports here by name.
export {}
