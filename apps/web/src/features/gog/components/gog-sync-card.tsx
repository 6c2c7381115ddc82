import { useId } from 'react';
import { Clock, LoaderCircle, RefreshCw } from 'lucide-react';
import { gogMessages } from '@gameshelf/contracts';
import { Button } from '@gameshelf/ui';
import { StoreSyncHeading } from '../../../components/store-sync-heading.tsx';
import { formatWait } from '../../../entities/store-library/sync-cooldown.ts';
import { GogMark } from './gog-mark.tsx';

export interface GogSyncCardProps {
  /** The last finished sync (ISO); null before the first. */
  lastSyncedAt: string | null;
  /** The call is running: the button waits and says '동기화 중...'. */
  syncing: boolean;
  /** Seconds until the next sync is allowed (counted down by the screen); 0 when it is. */
  cooldownSeconds: number;
  /** Pressed: syncs, or says how long to wait during the cooldown (the button stays pressable then). */
  onSync: () => void;
}

/** The sync control (spec 3 §2.3, §4): the last sync, the button, and the cooldown's time left. */
export function GogSyncCard({ lastSyncedAt, syncing, cooldownSeconds, onSync }: GogSyncCardProps) {
  const headingId = useId();
  const cooling = cooldownSeconds > 0 && !syncing;
  return (
    <section
      aria-labelledby={headingId}
      aria-busy={syncing}
      data-slot="gog-sync-card"
      data-state={syncing ? 'syncing' : cooling ? 'cooldown' : 'idle'}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex items-center gap-3">
        <GogMark size="md" />
        <StoreSyncHeading headingId={headingId} lastSyncedAt={lastSyncedAt} />
        <Button size="sm" onClick={onSync} disabled={syncing}>
          {syncing ? <LoaderCircle aria-hidden className="animate-spin" /> : <RefreshCw aria-hidden />}
          {syncing ? gogMessages.syncing : gogMessages.sync}
        </Button>
      </div>
      {/* Not a live region: a line that changes every second is not read out each time. */}
      {cooling && (
        <p data-slot="gog-sync-cooldown" className="flex items-center gap-1.5 text-[13px] text-muted-foreground tabular-nums">
          <Clock aria-hidden className="size-4 shrink-0" />
          {`${formatWait(cooldownSeconds)} 후 다시 동기화할 수 있어요`}
        </p>
      )}
    </section>
  );
}
