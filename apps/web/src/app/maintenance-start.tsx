import { MaintenanceWatcher } from '../features/maintenance/components/maintenance-watcher.tsx';
import type { MaintenanceStatus } from '../features/maintenance/lib/maintenance-status-at.ts';

export { maintenanceAtStart } from '../features/maintenance/lib/maintenance-at-start.ts';

/**
 * What the page renders when it starts in maintenance (main.tsx): only the notice and its watcher,
 * never the app under it; when a check finds maintenance over, the page reloads into the app.
 * Its own chunk with the decision (`maintenanceAtStart`), loaded only when the page's state does not
 * settle it at once (maintenance switched on, or a page without the state).
 */
export function MaintenanceStart({ status }: { status: MaintenanceStatus }) {
  return <MaintenanceWatcher initial={status} />;
}
