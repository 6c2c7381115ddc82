import { CLOSED_NOTICES_KEY } from '../../../lib/storage-keys.ts';

/** The notice ids closed on home (spec 1 §4: closing is permanent); unreadable storage counts as none. */
export function readClosedNotices(): number[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CLOSED_NOTICES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

export function closeNotice(id: number): void {
  const closed = readClosedNotices();
  if (closed.includes(id)) return;
  try {
    localStorage.setItem(CLOSED_NOTICES_KEY, JSON.stringify([...closed, id]));
  } catch {
    // Storage full or blocked: the strip still hides for this visit.
  }
}
