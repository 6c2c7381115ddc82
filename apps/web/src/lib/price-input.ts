const digits = (text: string) => text.replace(/\D/g, '');

/** '64800' or '64,8' → '64,800' / '648': digits only, grouped by thousands as the user types (spec 2 §3). */
export function formatPriceInput(text: string): string {
  const value = digits(text).replace(/^0+(?=\d)/, '');
  return value.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A price typed with or without commas as won, or null when nothing was typed. */
export function parsePriceInput(text: string): number | null {
  const value = digits(text);
  return value === '' ? null : Number(value);
}
