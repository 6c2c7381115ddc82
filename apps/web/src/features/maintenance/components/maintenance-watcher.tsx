import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { MAINTENANCE_POLL_MS } from '@gameshelf/contracts';
import { MAINTENANCE_CHECK_EVENT } from '../../../lib/api-client.ts';
import { maintenanceClock, reloadPage } from '../lib/maintenance-clock.ts';
import { maintenanceStatusAt, type MaintenanceStatus } from '../lib/maintenance-status-at.ts';
import { readMaintenanceFile } from '../lib/maintenance-status.ts';

/** The notice's own chunk, loaded only when maintenance is on. */
const MaintenanceScreen = lazy(() => import('./maintenance-screen.tsx').then((module) => ({ default: module.MaintenanceScreen })));

/** The app's mount point, made inert while the notice covers it. */
const APP_ROOT_ID = 'root';

export interface MaintenanceWatcherProps {
  /** The status found before the first render (main.tsx): shown at once, and not read again right away. */
  initial?: MaintenanceStatus;
}

/**
 * Watches `maintenance.json` (spec 3 §4): reads it now (unless the start-up check just did), every 60
 * seconds, and whenever a write is answered 503 (a write refused for maintenance); while in maintenance
 * the full-screen notice replaces the app, and when a check finds it over after the notice showed, the
 * page reloads. Loaded after the app's first render, or instead of the app when it starts in maintenance.
 */
export function MaintenanceWatcher({ initial }: MaintenanceWatcherProps) {
  const [status, setStatus] = useState<MaintenanceStatus | null>(initial ?? null);
  const checkedAtStart = initial !== undefined;
  const shown = useRef(false);

  const check = useCallback(async () => {
    const file = await readMaintenanceFile(maintenanceClock());
    const next = maintenanceStatusAt(file, maintenanceClock());
    setStatus(next);
    return next !== null;
  }, []);

  useEffect(() => {
    const first = checkedAtStart ? undefined : window.setTimeout(() => void check(), 0);
    const id = window.setInterval(() => void check(), MAINTENANCE_POLL_MS);
    const onSignal = () => void check();
    window.addEventListener(MAINTENANCE_CHECK_EVENT, onSignal);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(id);
      window.removeEventListener(MAINTENANCE_CHECK_EVENT, onSignal);
    };
  }, [check, checkedAtStart]);

  useEffect(() => {
    if (status) shown.current = true;
    else if (shown.current) reloadPage();
    const root = document.getElementById(APP_ROOT_ID);
    root?.toggleAttribute('inert', status !== null);
  }, [status]);

  if (!status) return null;
  return createPortal(
    <Suspense fallback={null}>
      <MaintenanceScreen file={status.file} endsAt={status.endsAt} check={check} />
    </Suspense>,
    document.body,
  );
}
