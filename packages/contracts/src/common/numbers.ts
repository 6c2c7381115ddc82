/**
 * A number as the Korean locale writes it ('12,345', '1.5'; at most three decimals), by string work
 * rather than `toLocaleString`: the first Intl formatter a page builds loads locale data, tens of
 * milliseconds on a phone while a server-rendered screen hydrates.
 */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(value * 1000) / 1000;
  const [whole = '0', fraction] = Math.abs(rounded).toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${rounded < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}
