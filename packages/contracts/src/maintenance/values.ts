/** The 503's `code` while maintenance is on, so clients can tell it from other outages. */
export const MAINTENANCE_CODE = 'MAINTENANCE';

export const MAINTENANCE_TITLE_MAX = 100;
export const MAINTENANCE_MESSAGE_MAX = 2000;

/** Spec 3 §3 "Maintenance file". */
export type MaintenanceFile = {
  enabled: boolean;
  startTime: string | null;
  endTime: string | null;
  title: string;
  message: string;
};

/**
 * Spec 3 §3 derived fields: in maintenance when enabled and `now` is within start..end (end
 * excluded); `remainingTime` in whole seconds until the end (0 when not in maintenance).
 */
export function maintenanceState(file: MaintenanceFile, now: Date = new Date()): { inMaintenance: boolean; remainingTime: number } {
  const start = file.startTime ? Date.parse(file.startTime) : Number.NaN;
  const end = file.endTime ? Date.parse(file.endTime) : Number.NaN;
  const t = now.getTime();
  const inMaintenance = file.enabled && !Number.isNaN(start) && !Number.isNaN(end) && start <= t && t < end;
  return { inMaintenance, remainingTime: inMaintenance ? Math.ceil((end - t) / 1000) : 0 };
}

/** The client reads the file every 60 seconds (spec 3 §9). */
export const MAINTENANCE_POLL_MS = 60_000;

/**
 * The id of the data block (`<script type="application/json">`, never run) in which the served
 * index.html carries the maintenance file as the server knows it (`null`: none), so the web app
 * decides before its first render. A page without the block (the installed app's cached shell) asks
 * `/maintenance.json` first.
 */
export const MAINTENANCE_STATE_ELEMENT_ID = 'maintenance-state';
