import { CircleAlert, CircleCheck, Heart, LoaderCircle } from 'lucide-react';
import { STEAM_WISHLIST_PRIVATE, steamMessages, type SteamWishlistImport } from '@gameshelf/contracts';
import { Button, cn } from '@gameshelf/ui';
import { ApiError } from '../../../lib/api-client.ts';
import { steamErrorMessage } from '../lib/steam-errors.ts';

/** The import's states: not started, running, its counts, or why it failed. */
export type SteamWishlistImportState =
  { kind: 'idle' } | { kind: 'importing' } | { kind: 'imported'; result: SteamWishlistImport } | { kind: 'error'; error: unknown };

export interface SteamWishlistImportCardProps {
  state: SteamWishlistImportState;
  onImport: () => void;
}

/** A failed import's words: the private wishlist's own advice, the server's words for Steam being out of reach. */
export function wishlistImportErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.code === STEAM_WISHLIST_PRIVATE) return steamMessages.wishlistPrivate;
  if (error instanceof ApiError && (error.status === 0 || error.status === 429 || error.status === 503)) return steamErrorMessage(error);
  return steamMessages.wishlistImportFailed;
}

/**
 * "Steam 찜 목록 가져오기" on the Steam library page (issue 36): what it does, the button (busy while
 * it runs), and the result in place: how many games were added and what was skipped, or why not.
 */
export function SteamWishlistImportCard({ state, onImport }: SteamWishlistImportCardProps) {
  const importing = state.kind === 'importing';
  return (
    <section
      aria-labelledby="steam-wishlist-import-heading"
      aria-busy={importing}
      data-slot="steam-wishlist-import-card"
      data-state={state.kind}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex items-center gap-3">
        <Heart aria-hidden className="size-5 shrink-0 text-primary" />
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <h2 id="steam-wishlist-import-heading" className="text-[15px] font-semibold">
            Steam 찜 목록
          </h2>
          <p className="text-[13px] text-muted-foreground">{steamMessages.wishlistImportHint}</p>
        </div>
      </div>
      <Button variant="outline" onClick={onImport} disabled={importing}>
        {importing ? <LoaderCircle aria-hidden className="animate-spin" /> : <Heart aria-hidden />}
        {importing ? steamMessages.wishlistImporting : steamMessages.wishlistImportButton}
      </Button>
      <div aria-live="polite" className="empty:hidden">
        {state.kind === 'imported' && (
          <ResultLine tone={state.result.imported > 0 ? 'success' : undefined}>{state.result.message}</ResultLine>
        )}
        {state.kind === 'error' && <ResultLine tone="danger">{wishlistImportErrorMessage(state.error)}</ResultLine>}
      </div>
    </section>
  );
}

function ResultLine({ tone, children }: { tone?: 'success' | 'danger'; children: string }) {
  const Icon = tone === 'danger' ? CircleAlert : CircleCheck;
  return (
    <p className="flex items-start gap-1.5 text-[13px] text-muted-foreground">
      <Icon
        aria-hidden
        className={cn('mt-0.5 size-4 shrink-0', tone === 'success' && 'text-success', tone === 'danger' && 'text-danger')}
      />
      <span>{children}</span>
    </p>
  );
}
