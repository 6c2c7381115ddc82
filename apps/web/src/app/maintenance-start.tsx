import { MaintenanceWatcher } from '../features/maintenance/components/maintenance-watcher.tsx';
import type { MaintenanceStatus } from '../features/maintenance/lib/maintenance-status-at.ts';

/**
 * What the page renders when it starts in maintenance (main.tsx): only the notice and its watcher,
 * never the app under it; when a check finds maintenance over, the page reloads into the app.
 * Its own chunk, loaded only then.
 */
export function MaintenanceStart({ status }: { status: MaintenanceStatus }) {
  return <MaintenanceWatcher initial={status} />;
}
