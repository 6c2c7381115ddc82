import { formatSeoulDateTime } from '../lib/korean-date.ts';

/** A store library's sync card title ('라이브러리 동기화', its card's label) and when it last synced, in Korea's time. */
export function StoreSyncHeading({ headingId, lastSyncedAt }: { headingId: string; lastSyncedAt: string | null }) {
  return (
    <div className="flex min-w-0 flex-1 flex-col">
      <h2 id={headingId} className="text-[15px] font-semibold">
        라이브러리 동기화
      </h2>
      <p className="text-xs text-muted-foreground tabular-nums">
        {lastSyncedAt ? `마지막 동기화 ${formatSeoulDateTime(lastSyncedAt)}` : '아직 동기화하지 않았어요'}
      </p>
    </div>
  );
}
