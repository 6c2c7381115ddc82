import { MAINTENANCE_STATE_ELEMENT_ID, type MaintenanceFile } from '@gameshelf/contracts';
import { encodeText, type EncodedText } from '../shared/encoded-text.ts';

/** How many distinct states keep their compressed pages (a state changes only when an operator acts). */
const KEPT_STATES = 4;

/**
 * The JSON data block naming the maintenance state. `<` is escaped so no text of the operator's (a
 * title holding `</script>`) can close the block; the browser never runs it, so the CSP needs no
 * hash for it.
 */
export function maintenanceStateBlock(file: MaintenanceFile | null): string {
  const json = JSON.stringify(file).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${MAINTENANCE_STATE_ELEMENT_ID}">${json}</script>`;
}

/** The built index.html with the state block at the end of its head. */
export function withMaintenanceState(html: string, file: MaintenanceFile | null): string {
  const block = maintenanceStateBlock(file);
  const end = html.search(/<\/head\s*>/i);
  return end === -1 ? `${block}${html}` : `${html.slice(0, end)}${block}${html.slice(end)}`;
}

/**
 * index.html per maintenance state, compressed once per state as the build's own copies are (brotli
 * 11, gzip 9) and kept for the few states a server sees, so each visit only looks the state up.
 */
export function createIndexPages(html: string): (file: MaintenanceFile | null) => EncodedText {
  const pages = new Map<string, EncodedText>();
  return (file) => {
    const key = JSON.stringify(file);
    const kept = pages.get(key);
    if (kept) return kept;
    const page = encodeText(withMaintenanceState(html, file));
    if (pages.size >= KEPT_STATES) pages.delete(pages.keys().next().value!);
    pages.set(key, page);
    return page;
  };
}
