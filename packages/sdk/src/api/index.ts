// Barrel of the api area: its owner lists the exports here by name.
export {}
