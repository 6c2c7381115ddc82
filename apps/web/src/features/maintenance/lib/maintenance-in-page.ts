import { MAINTENANCE_STATE_ELEMENT_ID, type MaintenanceFile } from '@gameshelf/contracts';

/**
 * The maintenance file the served index.html carries (the server parsed it with the contract's schema;
 * null: none), or undefined when the page has no state block (the installed app's cached shell, the
 * development server). In the entry chunk: the common answer (no maintenance) renders the app at once.
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

/** Whether the page's state alone says there is no maintenance to decide (no file, or switched off). */
export const noMaintenanceInPage = (inPage: MaintenanceFile | null | undefined): boolean => inPage === null || inPage?.enabled === false;
