import { formatCount } from '@gameshelf/contracts';
import { CircleAlert, CircleCheck, Clock, LoaderCircle, RefreshCw } from 'lucide-react';
import type { SteamSyncResult } from '@gameshelf/contracts';
import { Button, cn } from '@gameshelf/ui';
import { StoreSyncHeading } from '../../../components/store-sync-heading.tsx';
import { cooldownText } from '../lib/cooldown.ts';
import { syncErrorMessage } from '../lib/steam-errors.ts';
import { SteamMark } from './steam-mark.tsx';

/** The sync control's states (spec 3 §4). */
export type SteamSyncState =
  { kind: 'idle' } | { kind: 'syncing' } | { kind: 'completed'; result: SteamSyncResult } | { kind: 'error'; error: unknown };

export interface SteamSyncCardProps {
  state: SteamSyncState;
  /** The last finished sync (ISO), from the stats; null before the first. */
  lastSyncedAt: string | null;
  /** Seconds until the next sync is allowed (counted down by the screen); 0 when it is. */
  cooldownSeconds: number;
  onSync: () => void;
}

/**
 * The sync control: the last sync, the button (disabled while syncing and during the 3-minute
 * cooldown, whose time left is shown), and how the last attempt went.
 */
export function SteamSyncCard({ state, lastSyncedAt, cooldownSeconds, onSync }: SteamSyncCardProps) {
  const syncing = state.kind === 'syncing';
  const cooling = cooldownSeconds > 0 && !syncing;
  return (
    <section
      aria-labelledby="steam-sync-heading"
      aria-busy={syncing}
      data-slot="steam-sync-card"
      data-state={state.kind}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex items-center gap-3">
        <SteamMark size="md" />
        <StoreSyncHeading headingId="steam-sync-heading" lastSyncedAt={lastSyncedAt} />
        <Button size="sm" onClick={onSync} disabled={syncing || cooling}>
          {syncing ? <LoaderCircle aria-hidden className="animate-spin" /> : <RefreshCw aria-hidden />}
          {syncing ? '동기화 중...' : '동기화'}
        </Button>
      </div>
      <div aria-live="polite" className="empty:hidden">
        {state.kind === 'syncing' && <StatusLine icon={LoaderCircle}>Steam에서 게임 목록을 불러오고 있어요...</StatusLine>}
        {state.kind === 'completed' && (
          <StatusLine icon={CircleCheck} tone="success">
            {`${formatCount(state.result.totalGames)}개 중 ${formatCount(state.result.mappedGames)}개의 게임 정보를 연결했어요 (${state.result.mappingRate}%)`}
          </StatusLine>
        )}
        {state.kind === 'error' && (
          <StatusLine icon={CircleAlert} tone="danger">
            {syncErrorMessage(state.error)}
          </StatusLine>
        )}
      </div>
      {/* Outside the live region: a line that changes every second is not read out each time. */}
      {cooling && (
        <StatusLine icon={Clock} slot="steam-sync-cooldown">
          {cooldownText(cooldownSeconds)}
        </StatusLine>
      )}
    </section>
  );
}

function StatusLine({
  icon: Icon,
  tone,
  slot,
  children,
}: {
  icon: typeof Clock;
  tone?: 'success' | 'danger';
  slot?: string;
  children: string;
}) {
  return (
    <p data-slot={slot} className="flex items-start gap-1.5 text-[13px] text-muted-foreground tabular-nums">
      <Icon
        aria-hidden
        className={cn('mt-0.5 size-4 shrink-0', tone === 'success' && 'text-success', tone === 'danger' && 'text-danger')}
      />
      <span>{children}</span>
    </p>
  );
}
