import { maintenanceState, type MaintenanceFile } from '@gameshelf/contracts';

/** What the client knows: the file when in maintenance at `now`, else null (spec 3 §4 "Maintenance"). */
export interface MaintenanceStatus {
  file: MaintenanceFile;
  /** When it ends (ms). */
  endsAt: number;
}

/** The status at `now`: in maintenance when enabled and now is within start..end. */
export function maintenanceStatusAt(file: MaintenanceFile | null, now: number): MaintenanceStatus | null {
  if (!file || !maintenanceState(file, new Date(now)).inMaintenance) return null;
  return { file, endsAt: Date.parse(file.endTime ?? '') };
}
