// Barrel of the tokens area: its owner lists the exports here by name.
export {}
