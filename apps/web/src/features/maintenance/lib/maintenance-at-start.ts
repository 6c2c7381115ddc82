import type { MaintenanceFile } from '@gameshelf/contracts';
import { maintenanceClock } from './maintenance-clock.ts';
import { maintenanceStatusAt, type MaintenanceStatus } from './maintenance-status-at.ts';

/** How long a page without the state waits for `/maintenance.json` before showing the app anyway (offline). */
export const START_CHECK_TIMEOUT_MS = 1500;

/** Resolves with null after `ms`: a check that takes longer than that counts as no answer. */
const noAnswerAfter = (ms: number) => new Promise<null>((resolve) => window.setTimeout(() => resolve(null), ms));

/**
 * Whether the app starts in maintenance, decided before its first render: from the page's state block
 * (`maintenanceInPage`) at once, else from `/maintenance.json` (its reader and the schema load only
 * then) within `timeoutMs`; no answer, a failed read or a broken file is no maintenance (spec 3 §8).
 */
export async function maintenanceAtStart(
  inPage: MaintenanceFile | null | undefined,
  timeoutMs = START_CHECK_TIMEOUT_MS,
): Promise<MaintenanceStatus | null> {
  if (inPage !== undefined) return maintenanceStatusAt(inPage, maintenanceClock());
  const read = import('./maintenance-status.ts').then(({ readMaintenanceFile }) => readMaintenanceFile(maintenanceClock()));
  const file = await Promise.race([read.catch(() => null), noAnswerAfter(timeoutMs)]);
  return maintenanceStatusAt(file, maintenanceClock());
}
