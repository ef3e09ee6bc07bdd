// Barrel of the tx area: its owner lists the exports here by name.
export {}
