import { MAINTENANCE_MESSAGE_MAX, MAINTENANCE_TITLE_MAX, type MaintenanceFile } from './values.ts';

// Its own module, so the entry chunk (which reads the page's state block through values.ts) does not
// carry it: only the maintenance watcher, loaded after the first render, reads the file.

/** An ISO 8601 date-time with its offset ('2026-12-01T02:00:00+09:00', '…Z'), as the file's times are written. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

const isTime = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value)));

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max;

/**
 * `value` as a maintenance file, or null when it is not one (a broken file means no maintenance, spec 3
 * §8). Zod-free, so the client reads the file without loading zod; `MaintenanceFileSchema` accepts the same.
 */
export function maintenanceFileOf(value: unknown): MaintenanceFile | null {
  if (typeof value !== 'object' || value === null) return null;
  const { enabled, startTime, endTime, title, message } = value as Record<string, unknown>;
  if (typeof enabled !== 'boolean' || !isTime(startTime) || !isTime(endTime)) return null;
  if (!isText(title, MAINTENANCE_TITLE_MAX) || !isText(message, MAINTENANCE_MESSAGE_MAX)) return null;
  return { enabled, startTime, endTime, title, message };
}
