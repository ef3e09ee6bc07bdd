export const lost = 0
