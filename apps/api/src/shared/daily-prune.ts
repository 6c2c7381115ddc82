import { koreanDay } from '@gameshelf/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Forgets a store's rows older than `keptForDays`, at most once per Korean day per process (the first
 * write of the day runs it): `forgetBefore` gets the ISO time before which rows go.
 */
export function dailyPrune(deps: { keptForDays: number; forgetBefore: (before: string) => Promise<void>; now: () => Date }) {
  let prunedOn: string | null = null;
  return async (): Promise<void> => {
    const today = koreanDay(deps.now());
    if (prunedOn === today) return;
    prunedOn = today;
    await deps.forgetBefore(new Date(deps.now().getTime() - deps.keptForDays * DAY_MS).toISOString());
  };
}
