/** Price copy (issue 36). */
export const priceMessages = {
  lowestEver: '역대 최저가',
  free: '무료',
} as const;
