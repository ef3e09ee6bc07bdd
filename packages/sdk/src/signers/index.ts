// Barrel of the signers area: its owner lists the exports here by name.
export {}
