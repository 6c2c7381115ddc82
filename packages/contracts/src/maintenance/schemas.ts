import '../zod-config.ts';
import { z } from 'zod';
import { MAINTENANCE_MESSAGE_MAX, MAINTENANCE_TITLE_MAX, type MaintenanceFile } from './values.ts';

/** `maintenance.json`: times are ISO 8601 with an offset (the command writes UTC). */
export const MaintenanceFileSchema = z.object({
  enabled: z.boolean(),
  startTime: z.iso.datetime({ offset: true }).nullable(),
  endTime: z.iso.datetime({ offset: true }).nullable(),
  title: z.string().max(MAINTENANCE_TITLE_MAX),
  message: z.string().max(MAINTENANCE_MESSAGE_MAX),
}) satisfies z.ZodType<MaintenanceFile>;
