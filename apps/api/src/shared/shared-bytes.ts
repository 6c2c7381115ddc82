import { koreanDay } from '@gameshelf/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A table of bytes by key that every API process reads (rendered link previews, made covers). */
export type KeyedBytesRepository = {
  find(key: string): Promise<Buffer | null>;
  /** Keeps the bytes; another process that stored the same key first wins (the bytes are the same). */
  save(key: string, bytes: Buffer): Promise<void>;
  /** Forgets rows stored before `before` (an ISO time). */
  forgetBefore(before: string): Promise<void>;
};

/**
 * Bytes made in one process and kept in PostgreSQL for the others: read by key, kept only while writes
 * are allowed (maintenance refuses them: the bytes then live in the caller's memory only), and rows
 * older than `keptForDays` pruned at most once per Korean day per process (the first keep of the day).
 */
export function createSharedBytes(deps: {
  repository: KeyedBytesRepository;
  keptForDays: number;
  writesAllowed?: () => Promise<boolean>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const writesAllowed = deps.writesAllowed ?? (async () => true);
  let prunedOn: string | null = null;
  return {
    find: (key: string): Promise<Buffer | null> => deps.repository.find(key),
    async keep(key: string, bytes: Buffer): Promise<void> {
      if (!(await writesAllowed())) return;
      await deps.repository.save(key, bytes);
      const today = koreanDay(now());
      if (prunedOn === today) return;
      prunedOn = today;
      await deps.repository.forgetBefore(new Date(now().getTime() - deps.keptForDays * DAY_MS).toISOString());
    },
  };
}
