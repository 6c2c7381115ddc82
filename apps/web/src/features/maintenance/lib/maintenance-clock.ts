/**
 * The clock the maintenance notice decides and counts with, and how it reloads the page. Seams so
 * stories can hold the countdown still for their screenshots and see a reload without one happening.
 */
type Clock = () => number;
const realClock: Clock = () => Date.now();
let clock: Clock = realClock;

export const maintenanceClock = (): number => clock();

/** Replaces the clock until the returned function is called (stories and tests). */
export function setMaintenanceClock(next: Clock): () => void {
  clock = next;
  return () => {
    clock = realClock;
  };
}

const realReload = () => window.location.reload();
let reload: () => void = realReload;

/** Reloads the page (maintenance over): the app comes back with fresh code and data. */
export const reloadPage = (): void => reload();

/** Replaces the reload until the returned function is called (stories). */
export function setPageReloader(next: () => void): () => void {
  reload = next;
  return () => {
    reload = realReload;
  };
}
