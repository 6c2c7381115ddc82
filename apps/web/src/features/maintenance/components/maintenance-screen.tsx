import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { Wrench } from 'lucide-react';
import { maintenanceMessages, type MaintenanceFile } from '@gameshelf/contracts';
import { Button } from '@gameshelf/ui';
import { maintenanceClock, reloadPage } from '../lib/maintenance-clock.ts';
import { formatMaintenanceRange, formatRemaining, secondsUntil } from '../lib/maintenance-status.ts';

/** Seconds until `endsAt` on the maintenance clock, ticking each second (spec 3 §9). */
function useSecondsUntil(endsAt: number): number {
  const subscribe = useCallback((notify: () => void) => {
    const id = window.setInterval(notify, 1000);
    return () => window.clearInterval(id);
  }, []);
  return useSyncExternalStore(subscribe, () => secondsUntil(endsAt, maintenanceClock()));
}

export interface MaintenanceScreenProps {
  file: MaintenanceFile;
  /** When maintenance ends (ms). */
  endsAt: number;
  /** Reads the file now; answers whether maintenance is still on. */
  check: () => Promise<boolean>;
}

/**
 * The full-screen notice (spec 3 §2.5): title, the range in Korean and Asia/Seoul time, the reason,
 * the time left (ticking each second), a refresh that checks now, and the auto-reload note. At the end
 * time the page reloads (when a refresh finds maintenance over, the watcher reloads it).
 */
export function MaintenanceScreen({ file, endsAt, check }: MaintenanceScreenProps) {
  const seconds = useSecondsUntil(endsAt);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (seconds === 0) reloadPage();
  }, [seconds]);

  const refresh = async () => {
    setChecking(true);
    try {
      // A check that finds maintenance over reloads the page (the watcher does it).
      await check();
    } finally {
      setChecking(false);
    }
  };

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="maintenance-title"
      className="fixed inset-0 z-[100] flex flex-col items-center justify-center overflow-y-auto bg-background px-gutter py-10 text-center"
    >
      <div className="flex w-full max-w-column flex-col items-center gap-5">
        <span className="flex size-16 items-center justify-center rounded-full bg-muted text-primary">
          <Wrench aria-hidden className="size-8" />
        </span>
        <h1 id="maintenance-title" className="text-xl font-bold text-foreground">
          {file.title.trim() || maintenanceMessages.defaultTitle}
        </h1>
        <dl className="flex w-full flex-col gap-3 rounded-lg bg-muted p-4 text-left text-sm">
          {file.startTime && file.endTime && (
            <div className="flex flex-col gap-0.5">
              <dt className="text-xs text-muted-foreground">{maintenanceMessages.rangeLabel}</dt>
              <dd className="font-medium text-foreground">{formatMaintenanceRange(file.startTime, file.endTime)}</dd>
            </div>
          )}
          {file.message.trim() !== '' && (
            <div className="flex flex-col gap-0.5">
              <dt className="text-xs text-muted-foreground">{maintenanceMessages.reasonLabel}</dt>
              <dd className="whitespace-pre-line text-foreground">{file.message}</dd>
            </div>
          )}
          <div className="flex flex-col gap-0.5">
            <dt className="text-xs text-muted-foreground">{maintenanceMessages.remainingLabel}</dt>
            <dd className="font-semibold text-foreground tabular-nums" aria-live="off">
              {formatRemaining(seconds)}
            </dd>
          </div>
        </dl>
        <Button type="button" onClick={() => void refresh()} disabled={checking} className="w-full">
          {checking ? maintenanceMessages.checking : maintenanceMessages.refresh}
        </Button>
        <p className="text-xs text-muted-foreground">{maintenanceMessages.autoReload}</p>
      </div>
    </div>
  );
}
