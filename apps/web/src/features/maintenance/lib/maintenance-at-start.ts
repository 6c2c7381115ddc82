import { MAINTENANCE_STATE_ELEMENT_ID, type MaintenanceFile } from '@gameshelf/contracts';
import { maintenanceClock } from './maintenance-clock.ts';
import { maintenanceStatusAt, type MaintenanceStatus } from './maintenance-status-at.ts';

/** How long a page without the state waits for `/maintenance.json` before showing the app anyway (offline). */
export const START_CHECK_TIMEOUT_MS = 1500;

/**
 * The maintenance file the served index.html carries (the server parsed it with the contract's schema;
 * null: none), or undefined when the page has no state block (the installed app's cached shell, the
 * development server).
 */
export function maintenanceInPage(doc: Document = document): MaintenanceFile | null | undefined {
  const block = doc.getElementById(MAINTENANCE_STATE_ELEMENT_ID);
  if (!block) return undefined;
  try {
    return JSON.parse(block.textContent ?? '') as MaintenanceFile | null;
  } catch {
    return null;
  }
}

/** Resolves with null after `ms`: a check that takes longer than that counts as no answer. */
const noAnswerAfter = (ms: number) => new Promise<null>((resolve) => window.setTimeout(() => resolve(null), ms));

/**
 * Whether the app starts in maintenance, decided before its first render: from the page's state block
 * at once, else from `/maintenance.json` (its reader and the schema load only then) within
 * `START_CHECK_TIMEOUT_MS`; no answer, a failed read or a broken file is no maintenance (spec 3 §8).
 */
export async function maintenanceAtStart(timeoutMs = START_CHECK_TIMEOUT_MS): Promise<MaintenanceStatus | null> {
  const inPage = maintenanceInPage();
  if (inPage !== undefined) return maintenanceStatusAt(inPage, maintenanceClock());
  const read = import('./maintenance-status.ts').then(({ readMaintenanceFile }) => readMaintenanceFile(maintenanceClock()));
  const file = await Promise.race([read.catch(() => null), noAnswerAfter(timeoutMs)]);
  return maintenanceStatusAt(file, maintenanceClock());
}
