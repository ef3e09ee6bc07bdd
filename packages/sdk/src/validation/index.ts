// Barrel of the validation area: its owner lists the exports here by name.
export {}
