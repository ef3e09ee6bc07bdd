// Barrel of the machines area: its owner lists the exports here by name.
export {}
