import { useCallback, useSyncExternalStore } from 'react';
import { secondsLeft, syncClock } from './sync-cooldown.ts';

/** Seconds until `endsAt` on the sync clock, ticking each second (spec 3 §9) and stopping at 0. */
export function useSecondsLeft(endsAt: number | null): number {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (endsAt === null) return () => {};
      const id = window.setInterval(() => {
        notify();
        if (secondsLeft(endsAt, syncClock()) === 0) window.clearInterval(id);
      }, 1000);
      return () => window.clearInterval(id);
    },
    [endsAt],
  );
  return useSyncExternalStore(subscribe, () => secondsLeft(endsAt, syncClock()));
}
