/** The maintenance file, served by the API (from DATA_DIR) with no-cache headers (spec 3 §7). */
export const maintenancePaths = {
  maintenanceFile: '/maintenance.json',
} as const;
