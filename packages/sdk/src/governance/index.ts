// Barrel of the governance area: its owner lists the exports here by name.
export {}
